import { useId, type SelectHTMLAttributes } from 'react';

/** A labelled Bootstrap select with an "any" first option that stands for no choice (''). */
export function SelectField({
  label,
  anyLabel,
  options,
  className = '',
  id,
  ...select
}: SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  anyLabel: string;
  options: readonly { value: string | number; label: string }[];
}) {
  const generated = useId();
  const selectId = id ?? generated;
  return (
    <div className={className}>
      <label htmlFor={selectId} className="form-label">
        {label}
      </label>
      <select id={selectId} className="form-select" {...select}>
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
