import { checkName, type NameRule } from '@dozen/engine';
import { useRef, useState } from 'react';
import { Button } from '../../shared/ui/Button.js';
import { Form } from '../../shared/ui/Form.js';
import { Modal } from '../../shared/ui/Modal.js';
import { TextField } from '../../shared/ui/TextField.js';
import { friendsErrorMessage } from './errors.js';

/**
 * One name in a dialog: a display name or a league's. The rule's shape is checked here as the
 * player types (the same rule the server applies, without its blocked list); the server's answer,
 * a refusal with its reason included, is shown under the field.
 */
export function NameDialog({
  title,
  description,
  label,
  hint,
  rule,
  initial = '',
  submitLabel,
  onSubmit,
  onClose,
}: {
  title: string;
  description?: string;
  label: string;
  hint: string;
  rule: NameRule;
  initial?: string;
  submitLabel: string;
  /** Saves the name; a thrown error is shown under the field. */
  onSubmit: (name: string) => Promise<void>;
  onClose: () => void;
}) {
  const [value, setValue] = useState(initial);
  const [touched, setTouched] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const check = checkName(value, rule);
  const message = failure ?? (touched && !check.ok ? check.message : null);

  async function submit() {
    setTouched(true);
    if (!check.ok || saving) {
      inputRef.current?.focus();
      return;
    }
    setSaving(true);
    setFailure(null);
    try {
      await onSubmit(check.name);
    } catch (error) {
      setFailure(friendsErrorMessage(error));
      inputRef.current?.focus();
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      open
      onClose={onClose}
      title={title}
      description={description}
      size="small"
      initialFocusRef={inputRef}
    >
      <Form onSubmit={() => void submit()}>
        <TextField
          ref={inputRef}
          label={label}
          hint={hint}
          error={message}
          type="text"
          autoComplete="off"
          spellCheck={false}
          maxLength={rule.max + 16}
          value={value}
          aria-invalid={message ? true : undefined}
          onChange={(event) => {
            setValue(event.target.value);
            setFailure(null);
          }}
          onBlur={() => setTouched(value !== '')}
        />
        <Button type="submit" block disabled={saving}>
          {saving ? 'Saving…' : submitLabel}
        </Button>
      </Form>
    </Modal>
  );
}
