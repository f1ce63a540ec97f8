import { useId } from 'react';
import './Switch.css';

/**
 * An on/off switch (role="switch"). `label` names it; `stateLabel` describes the current state
 * in words (e.g. 'Appear When You Need Help' / 'Disabled'), so colour is never the only signal.
 */
export interface SwitchProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
  stateLabel?: string;
  disabled?: boolean;
}

export function Switch({ checked, onChange, label, stateLabel, disabled = false }: SwitchProps) {
  const labelId = useId();
  const stateId = useId();
  return (
    <div className="switch-row">
      <div className="switch-row__text">
        <span id={labelId} className="switch-row__label">
          {label}
        </span>
        {stateLabel && (
          <span id={stateId} className="switch-row__state">
            {stateLabel}
          </span>
        )}
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={labelId}
        aria-describedby={stateLabel ? stateId : undefined}
        disabled={disabled}
        className="switch"
        onClick={() => onChange(!checked)}
      >
        <span className="switch__thumb" aria-hidden="true" />
      </button>
    </div>
  );
}
