import styles from './photo-products.module.css'

/**
 * A labelled select: of a filter form (uncontrolled; the empty value means "all"), or of a
 * configurator's options form (`onChange`: controlled, each choice goes straight to the design; the
 * form still submits it by `name` before hydration). `className` replaces the filter forms' style.
 */
export function SelectField({
  name,
  label,
  value,
  options,
  allLabel,
  onChange,
  testId,
  className,
}: {
  name: string
  label: string
  value?: string | number
  options: readonly { value: string | number; label: string }[]
  allLabel?: string
  onChange?: (value: string) => void
  testId?: string
  className?: string
}) {
  const state = onChange
    ? { value: value ?? '', onChange: (e: { target: { value: string } }) => onChange(e.target.value) }
    : { defaultValue: value ?? '' }
  return (
    <label className={className ?? styles.field}>
      {label}
      <select name={name} data-testid={testId} {...state}>
        {allLabel !== undefined && <option value="">{allLabel}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  )
}
