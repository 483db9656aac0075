'use client'

import { useActionState } from 'react'
import { createApiTokenAction, type CreateApiTokenState } from '@/lib/api/backoffice/actions/api-tokens'

interface Texts {
  label: string
  create: string
  created: string
  errors: Record<string, string>
}

/** Creates a token and shows it this once, in place (the page never puts it in a URL). */
export function ApiTokenForm({ texts }: { texts: Texts }) {
  const [state, action, pending] = useActionState<CreateApiTokenState, FormData>(createApiTokenAction, null)
  return (
    <form action={action} data-testid="api-token-form">
      <label htmlFor="token-label">{texts.label}</label>
      <input id="token-label" name="label" required minLength={2} maxLength={60} autoComplete="off" />
      <p>
        <button type="submit" disabled={pending} aria-busy={pending}>
          {texts.create}
        </button>
      </p>
      {state?.kind === 'created' ? (
        <div className="bo-notice" role="status">
          <p>{texts.created}</p>
          <code className="bo-pre" data-testid="api-token">
            {state.token}
          </code>
        </div>
      ) : null}
      {state?.kind === 'error' ? (
        <p className="bo-error" role="alert">
          {texts.errors[state.key]}
        </p>
      ) : null}
    </form>
  )
}
