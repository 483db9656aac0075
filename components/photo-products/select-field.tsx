import styles from './photo-products.module.css'

/** A labelled select of a filter form; the empty value means "all". */
export function SelectField({
  name,
  label,
  value,
  options,
  allLabel,
}: {
  name: string
  label: string
  value?: string
  options: readonly { value: string; label: string }[]
  allLabel?: string
}) {
  return (
    <label className={styles.field}>
      {label}
      <select name={name} defaultValue={value ?? ''}>
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
