import { useId } from 'react';
import './ChoiceGroup.css';

/**
 * One choice among a few, shown as a segmented control: native radio buttons in a fieldset, so
 * the group is named by its legend, arrow keys move between options and the checked state is
 * announced, with no ARIA to get wrong. The checked option is marked by more than colour (a
 * heavier border and weight).
 */
export interface ChoiceGroupProps<T extends string> {
  legend: string;
  options: ReadonlyArray<{ value: T; label: string }>;
  value: T;
  onChange: (value: T) => void;
}

export function ChoiceGroup<T extends string>({ legend, options, value, onChange }: ChoiceGroupProps<T>) {
  const name = useId();
  return (
    <fieldset className="choice-group">
      <legend className="choice-group__legend">{legend}</legend>
      <div className="choice-group__options">
        {options.map((option) => (
          <label key={option.value} className="choice-group__option">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
