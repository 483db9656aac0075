'use client'

import { useEffect } from 'react'
import { SERVER_ERROR_TITLE } from '@/lib/routing/server-error-title'

/**
 * Last resort when the root layout itself fails (e.g. at start-up): no layout, translations or
 * brand are available, so this page is self-contained and bilingual.
 */
export default function GlobalError({
  error,
  reset,
}: {
  error: Error & { digest?: string }
  reset: () => void
}) {
  useEffect(() => {
    // Imported when needed: a static import would put a second copy of the reporter (the layout has
    // one) into every page's first-load JS (ADR 0022).
    void import('@/components/layout/client-error-handling').then(({ reportClientError }) =>
      reportClientError(error, 'react', {}),
    )
  }, [error])
  const title = SERVER_ERROR_TITLE
  return (
    <html lang="de">
      <head>
        <title>{title}</title>
      </head>
      <body style={{ fontFamily: 'system-ui, sans-serif', padding: 24 }}>
        <h1>{title}</h1>
        <p>Da ist etwas schiefgelaufen. Bitte versuchen Sie es in einem Moment noch einmal.</p>
        <p lang="en">Something went wrong. Please try again in a moment.</p>
        <p>
          <button type="button" onClick={reset}>
            Erneut versuchen / Try again
          </button>{' '}
          {/* A full page load on purpose: the app around this page has failed. */}
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
          <a href="/">Startseite / Home</a>
        </p>
      </body>
    </html>
  )
}
