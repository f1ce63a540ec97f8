import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import './Field.css';

export interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'aria-describedby' | 'children'
> {
  ref?: Ref<HTMLInputElement>;
  label: ReactNode;
  hint?: ReactNode;
  error: ReactNode;
  /** The id of a text outside the field that also describes the input (e.g. a step's intro). */
  describedBy?: string;
}

/**
 * A labelled text input with its optional hint and its error paragraph. The field owns the ids
 * that tie them together, so every form wires its label, hint and error to the input the same way;
 * the input's own attributes (type, value, aria-invalid, handlers) are the caller's.
 */
export function TextField({ ref, label, hint, error, describedBy, className, ...input }: TextFieldProps) {
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const describers = [describedBy, hint ? hintId : undefined, errorId].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={inputId} className="field__label">
        {label}
      </label>
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      <input
        ref={ref}
        id={inputId}
        className={['field__input', className].filter(Boolean).join(' ')}
        aria-describedby={describers}
        {...input}
      />
      {/* Always in the page, so a message that appears is announced, and nothing below jumps. */}
      <p id={errorId} className="field__error" role="alert">
        {error}
      </p>
    </div>
  );
}
