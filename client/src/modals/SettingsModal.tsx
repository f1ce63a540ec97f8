import { useState } from 'react';
import { Button } from '../components/Button.js';
import { ChoiceGroup } from '../components/ChoiceGroup.js';
import { Modal } from '../components/Modal.js';
import { Switch } from '../components/Switch.js';
import { setSuggestionsDisabled, suggestionsDisabled } from '../game/storage.js';
import { useSession } from '../state/session.js';
import { applyTheme, readThemeChoice, saveThemeChoice, THEME_CHOICES } from '../styles/theme.js';

/**
 * Settings (spec 000 §2). Sign Out arrives with the accounts work: nobody can be signed in before
 * it, and the route it would call does not exist yet.
 */
export default function SettingsModal({ onClose }: { onClose: () => void }) {
  const { session } = useSession();
  const [enabled, setEnabled] = useState(() => !suggestionsDisabled());
  const [theme, setTheme] = useState(readThemeChoice);

  return (
    <Modal open onClose={onClose} title="Settings" footer={<Button onClick={onClose}>Close</Button>}>
      <Switch
        label="Contextual Suggestions"
        stateLabel={enabled ? 'Appear When You Need Help' : 'Disabled'}
        checked={enabled}
        onChange={(next) => {
          setEnabled(next);
          setSuggestionsDisabled(!next);
        }}
      />
      <ChoiceGroup
        legend="Theme"
        options={THEME_CHOICES}
        value={theme}
        onChange={(next) => {
          setTheme(next);
          saveThemeChoice(next);
          applyTheme(next);
        }}
      />
      <p className="modal-meta">
        User ID: <code data-testid="settings-user-id">{session?.userId ?? 'not connected yet'}</code>
      </p>
    </Modal>
  );
}
