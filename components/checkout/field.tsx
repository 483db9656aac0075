'use client'

import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from 'react'
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form'
import styles from './checkout.module.css'

interface Labelled {
  id: string
  label: string
  registration: UseFormRegisterReturn
  error?: string
  hint?: string
  className?: string
}

/** Label, control, hint and error, the hint and error linked to the control (aria-describedby). */
function Frame({
  id,
  label,
  error,
  hint,
  className,
  children,
}: Omit<Labelled, 'registration'> & { children: ReactNode }) {
  return (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
      <label htmlFor={id}>{label}</label>
      {children}
      {hint && (
        <span id={`${id}-hint`} className={styles.hint}>
          {hint}
        </span>
      )}
      {error && (
        <span id={`${id}-error`} className={styles.error}>
          {error}
        </span>
      )}
    </div>
  )
}

const describedBy = ({ id, hint, error }: Pick<Labelled, 'id' | 'hint' | 'error'>) =>
  [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined

/** A labelled input with its error announced and linked (aria-describedby). */
export function Field({
  id,
  label,
  registration,
  error,
  hint,
  className,
  ...input
}: Labelled & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>) {
  return (
    <Frame id={id} label={label} error={error} hint={hint} className={className}>
      <input
        id={id}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy({ id, hint, error })}
        {...input}
        {...registration}
      />
    </Frame>
  )
}

/** A labelled select, announced like Field; `placeholder` is an empty first choice ("Select a state"). */
export function SelectField({
  id,
  label,
  registration,
  error,
  hint,
  className,
  options,
  placeholder,
  ...select
}: Labelled & {
  options: readonly { value: string; label: string }[]
  placeholder?: string
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'>) {
  return (
    <Frame id={id} label={label} error={error} hint={hint} className={className}>
      <select
        id={id}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy({ id, hint, error })}
        {...select}
        {...registration}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Frame>
  )
}

export type { FieldError }
