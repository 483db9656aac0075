'use client'

import type { InputHTMLAttributes } from 'react'
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form'
import styles from './checkout.module.css'

/** A labelled input with its error announced and linked (aria-describedby). */
export function Field({
  id,
  label,
  registration,
  error,
  hint,
  className,
  ...input
}: {
  id: string
  label: string
  registration: UseFormRegisterReturn
  error?: string
  hint?: string
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>) {
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ')
  return (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        {...input}
        {...registration}
      />
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

export type { FieldError }
