'use client'

import { useEffect, useState } from 'react'

/**
 * The RSVP form's one piece of JavaScript: it sends the form itself (same fields, same endpoint,
 * answer as JSON) so a refusal ("Dieses Menü steht nicht zur Wahl.") shows beside the button with
 * everything typed still there; a saved answer reloads the page with its confirmation. Without
 * JavaScript the form posts as it is and the endpoint answers with a page.
 */
export function RsvpFormEnhancer({ formId }: { formId: string }) {
  const [error, setError] = useState<string | null>(null)
  useEffect(() => {
    const form = document.getElementById(formId)
    if (!(form instanceof HTMLFormElement)) return
    const onSubmit = async (event: SubmitEvent) => {
      event.preventDefault()
      setError(null)
      const button = event.submitter instanceof HTMLButtonElement ? event.submitter : null
      if (button) button.disabled = true
      try {
        const response = await fetch(form.action, {
          method: 'POST',
          body: new FormData(form),
          headers: { accept: 'application/json' },
        })
        const body = (await response.json()) as { pagePath?: string; error?: { message: string } }
        if (response.ok && body.pagePath) {
          // The same address with only a new #fragment would not load the page again.
          const target = new URL(`${body.pagePath}?antwort=gespeichert#antwort`, window.location.href)
          if (target.href === window.location.href) window.location.reload()
          else window.location.assign(target.href)
          return
        }
        setError(body.error?.message ?? response.statusText)
      } catch {
        // Offline or the answer did not arrive: the plain post tries once more and shows its own page.
        form.submit()
        return
      }
      if (button) button.disabled = false
    }
    form.addEventListener('submit', onSubmit)
    return () => form.removeEventListener('submit', onSubmit)
  }, [formId])
  return error ? (
    <p role="alert" style={{ color: '#a40000', fontWeight: 600 }}>
      {error}
    </p>
  ) : null
}
