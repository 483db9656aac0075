'use client'

import type { ReactNode } from 'react'
import type { FieldPath, UseFormReturn } from 'react-hook-form'
import type { EventFormValues } from './event-form-values'
import account from '../account.module.css'
import styles from './events.module.css'

export type EventForm = UseFormReturn<EventFormValues>
type Name = FieldPath<EventFormValues>

/** The field's error (client check or the API's sentence), announced and linked to the control. */
export function errorOf(form: EventForm, name: Name): string | undefined {
  return form.getFieldState(name, form.formState).error?.message
}

const idOf = (name: string) => `event-${name.replace(/\./g, '-')}`

function Frame({
  form,
  name,
  label,
  hint,
  children,
}: {
  form: EventForm
  name: Name
  label: string
  hint?: string
  children: ReactNode
}) {
  const error = errorOf(form, name)
  const id = idOf(name)
  return (
    <div className={`${account.field} ${styles.field}`}>
      <label htmlFor={id}>{label}</label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className={account.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={account.error} role="alert">
          {error}
        </p>
      )}
    </div>
  )
}

function describedBy(form: EventForm, name: Name, hint?: string): string | undefined {
  const id = idOf(name)
  return (
    [hint ? `${id}-hint` : null, errorOf(form, name) ? `${id}-error` : null].filter(Boolean).join(' ') ||
    undefined
  )
}

export function TextField({
  form,
  name,
  label,
  hint,
  type = 'text',
  autoComplete = 'off',
}: {
  form: EventForm
  name: Name
  label: string
  hint?: string
  type?: 'text' | 'date' | 'time' | 'url'
  autoComplete?: string
}) {
  return (
    <Frame form={form} name={name} label={label} hint={hint}>
      <input
        id={idOf(name)}
        type={type}
        autoComplete={autoComplete}
        aria-invalid={Boolean(errorOf(form, name))}
        aria-describedby={describedBy(form, name, hint)}
        {...form.register(name)}
      />
    </Frame>
  )
}

export function TextArea({
  form,
  name,
  label,
  hint,
}: {
  form: EventForm
  name: Name
  label: string
  hint?: string
}) {
  return (
    <Frame form={form} name={name} label={label} hint={hint}>
      <textarea
        id={idOf(name)}
        rows={4}
        aria-invalid={Boolean(errorOf(form, name))}
        aria-describedby={describedBy(form, name, hint)}
        {...form.register(name)}
      />
    </Frame>
  )
}

export function SelectField({
  form,
  name,
  label,
  options,
}: {
  form: EventForm
  name: Name
  label: string
  options: readonly { value: string; label: string }[]
}) {
  return (
    <Frame form={form} name={name} label={label}>
      <select
        id={idOf(name)}
        aria-invalid={Boolean(errorOf(form, name))}
        aria-describedby={describedBy(form, name)}
        {...form.register(name)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Frame>
  )
}

export function CheckField({ form, name, label }: { form: EventForm; name: Name; label: string }) {
  return (
    <label className={`${account.check} ${styles.check}`}>
      <input type="checkbox" {...form.register(name)} />
      <span>{label}</span>
    </label>
  )
}
