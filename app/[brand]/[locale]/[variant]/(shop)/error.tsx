'use client'

import { useEffect } from 'react'
import { useShopClientContext } from '@/components/layout/shop-client-provider'
import { SERVER_ERROR_TITLE } from '@/lib/routing/server-error-title'

/** Any other failure keeps the layout and shows "<status> - <message>" with a way forward. */
export default function ErrorPage({
  error,
  reset,
}: {
  error: Error & { digest?: string }
  reset: () => void
}) {
  const ctx = useShopClientContext()
  const t = ctx.errorTexts
  const title = SERVER_ERROR_TITLE

  useEffect(() => {
    document.title = title
    // Loaded on demand: an error boundary is part of every shop page's JavaScript, its report is not.
    void import('@/components/layout/client-error-handling').then(({ reportClientError }) =>
      reportClientError(error, 'react', { channel: ctx.brand, locale: ctx.locale }),
    )
  }, [error, title, ctx.brand, ctx.locale])

  return (
    <div className="container page-headline" role="alert">
      <h1>{title}</h1>
      <p>{t.headline}</p>
      <p>{t.text}</p>
      <p style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
        <button className="button" type="button" onClick={reset}>
          {t.retry}
        </button>
        <a className="button button--ghost" href={ctx.homeHref}>
          {t.home}
        </a>
      </p>
    </div>
  )
}
