'use client'

import { useId, useRef, useState } from 'react'
import { useShopClientContext } from '@/components/layout/shop-client-provider'
import { useHydrated } from '@/components/ui/use-hydrated'
import { fieldProblem, serverFieldProblem } from './client-checks'
import type { FormField, FormMessages, FormSuccess } from './form-types'
import styles from './account.module.css'

interface Props {
  /** A JSON endpoint of lib/api/endpoints.ts, e.g. /web-api/customer-login. */
  endpoint: string
  method?: 'POST' | 'PATCH' | 'DELETE'
  fields: FormField[]
  /** Sent along unchanged (a token from the URL, an id). */
  extra?: Record<string, string | number | boolean>
  submitLabel: string
  submitStyle?: 'primary' | 'ghost'
  messages: FormMessages
  success: FormSuccess
  testId?: string
}

type Values = Record<string, string | boolean>

/**
 * Every account and newsletter form: checks in the browser, then sends JSON to the same endpoint the
 * API documents, with the channel and locale headers. Errors are announced (role=alert) next to the
 * field and focus moves to the first one; nothing is kept in the DOM once sent (passwords).
 */
export function AccountForm(props: Props) {
  const { brand, locale } = useShopClientContext()
  const id = useId()
  const form = useRef<HTMLFormElement>(null)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [done, setDone] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  // The page's scripts start after its first paint (ADR 0044). Until then the button stays disabled,
  // so a quick click or Enter neither reloads the page empty nor sends the fields anywhere; what was
  // typed is kept and sent once the form runs. method="post" keeps a password out of any URL even so.
  const hydrated = useHydrated()

  function read(): Values {
    const data = new FormData(form.current ?? undefined)
    return Object.fromEntries(
      props.fields.map((f) => [
        f.name,
        f.type === 'checkbox' ? data.get(f.name) === 'on' : String(data.get(f.name) ?? ''),
      ]),
    )
  }

  function focusField(name: string) {
    form.current?.querySelector<HTMLElement>(`[name="${name}"]`)?.focus()
  }

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setFormError(null)
    setDone(null)
    const values = read()
    const found: Record<string, string> = {}
    for (const field of props.fields) {
      const problem = fieldProblem(field, values[field.name] ?? '', props.messages)
      if (problem) found[field.name] = problem
    }
    setErrors(found)
    const first = Object.keys(found)[0]
    if (first) return focusField(first)

    const body: Record<string, unknown> = { ...props.extra }
    for (const field of props.fields) {
      const value = values[field.name]
      // Optional fields left empty are not sent: the API treats absent and empty alike only for names.
      if (value === '' && !field.required) continue
      body[field.name] = value
    }
    setBusy(true)
    try {
      const response = await fetch(props.endpoint, {
        method: props.method ?? 'POST',
        headers: { 'content-type': 'application/json', channel: brand, locale },
        body: JSON.stringify(body),
      })
      if (!response.ok) return showError(response)
      if (props.success.kind === 'redirect') return window.location.assign(props.success.href)
      if (props.success.kind === 'reload') return window.location.reload()
      if (props.success.reset !== false) form.current?.reset()
      setDone(props.success.text)
    } catch {
      setFormError(props.messages.error)
    } finally {
      setBusy(false)
    }
  }

  async function showError(response: Response) {
    const json = (await response.json().catch(() => null)) as {
      error?: { message?: string; field?: string; key?: string }
    } | null
    const error = json?.error
    const field = props.fields.find((f) => f.name === error?.field)
    // Keyed errors and the shop's 4xx refusals (ShopError) are sentences in the visitor's language;
    // a bare 400 from input validation only names the field, so the form words it itself.
    const status = response.status
    const localized = Boolean(
      error?.message && (error.key || (status > 400 && status < 500 && status !== 413)),
    )
    const message =
      localized && error?.message
        ? error.message
        : field
          ? serverFieldProblem(field, props.messages)
          : props.messages.error
    if (field) {
      setErrors({ [field.name]: message })
      focusField(field.name)
    } else setFormError(message)
  }

  return (
    <form
      ref={form}
      method="post"
      className={styles.form}
      onSubmit={submit}
      noValidate
      data-testid={props.testId}
    >
      {props.fields.map((field) => (
        <Field key={field.name} id={`${id}-${field.name}`} field={field} error={errors[field.name]} />
      ))}
      {formError && (
        <p className={styles.error} role="alert">
          {formError}
        </p>
      )}
      {done && (
        <p className={styles.success} role="status">
          {done}
        </p>
      )}
      <div>
        <button
          className={props.submitStyle === 'ghost' ? 'button button--ghost' : 'button'}
          type="submit"
          disabled={busy || !hydrated}
          aria-busy={busy}
        >
          {busy ? props.messages.sending : props.submitLabel}
        </button>
      </div>
    </form>
  )
}

function Field({ id, field, error }: { id: string; field: FormField; error?: string }) {
  const described =
    [field.hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined
  const common = {
    id,
    name: field.name,
    required: field.required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described,
  }
  const hint = field.hint && (
    <p className={styles.hint} id={`${id}-hint`}>
      {field.hint}
    </p>
  )
  const problem = error && (
    <p className={styles.error} id={`${id}-error`} role="alert">
      {error}
    </p>
  )
  if (field.type === 'checkbox') {
    return (
      <div className={styles.field}>
        <div className={styles.check}>
          <input type="checkbox" {...common} />
          <label htmlFor={id}>{field.label}</label>
        </div>
        {hint}
        {problem}
      </div>
    )
  }
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{field.label}</label>
      {field.type === 'select' ? (
        <select {...common} defaultValue={field.defaultValue}>
          {field.options?.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      ) : (
        <input
          {...common}
          type={field.type === 'new-password' ? 'password' : field.type}
          autoComplete={field.autoComplete}
          defaultValue={field.defaultValue}
          maxLength={field.type === 'text' ? (field.maxLength ?? 80) : undefined}
        />
      )}
      {hint}
      {problem}
    </div>
  )
}
