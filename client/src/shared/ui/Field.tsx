import type { ReactNode } from 'react';
import './Field.css';

/**
 * A form field's frame around the caller's input: its label, an optional hint, and the error
 * paragraph. The caller owns the ids (its input points at them with aria-describedby).
 */
export function Field({
  inputId,
  label,
  hint,
  hintId,
  error,
  errorId,
  children,
}: {
  inputId: string;
  label: ReactNode;
  hint?: ReactNode;
  hintId?: string;
  error: ReactNode;
  errorId: string;
  children: ReactNode;
}) {
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
      {children}
      {/* Always in the page, so a message that appears is announced, and nothing below jumps. */}
      <p id={errorId} className="field__error" role="alert">
        {error}
      </p>
    </div>
  );
}
