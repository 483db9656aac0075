'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useState } from 'react'
import type { ProductionState } from '@/lib/backoffice/production/filter'
import type { BackofficeTexts } from '@/lib/backoffice/texts'

type Texts = BackofficeTexts['production']

/** One print file as its card shows it: everything in words, already formatted by the page. */
export interface ProductionCard {
  id: string
  /** "KS-100001 · Pos. 2": how staff name it. */
  label: string
  orderHref: string
  orderNumber: string
  brand: string
  product: string
  lineName: string
  facts: string[]
  state: ProductionState
  cancelled: boolean
  reason: string | null
  technical: string | null
  promised: string
  printed: string | null
  thumbnail: string | null
}

// texts.ts's fill, here so the browser bundle does not carry the whole back-office text file.
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole))

type Message = { ok: boolean; text: string } | null

async function post(url: string, body: unknown): Promise<{ ok: boolean; text: string }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  const answer = (await response.json().catch(() => null)) as { message?: string } | null
  return { ok: response.ok, text: answer?.message ?? response.statusText }
}

/**
 * The queue's cards with their selection: ready and printed files of orders that are not cancelled
 * may be chosen; the chosen ones download as one ZIP (a plain form post, the browser saves it) or are
 * marked printed. The page asks the server for news every few seconds (router.refresh keeps this
 * component, its selection and the scroll position) while it is visible and nothing is being sent.
 */
export function ProductionQueue({
  files,
  texts,
  base,
  refreshMs,
  canDownload,
  canManage,
}: {
  files: readonly ProductionCard[]
  texts: Texts
  base: string
  refreshMs: number
  canDownload: boolean
  canManage: boolean
}) {
  const router = useRouter()
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set())
  const [message, setMessage] = useState<Message>(null)
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    if (busy) return
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') router.refresh()
    }, refreshMs)
    return () => window.clearInterval(timer)
  }, [router, refreshMs, busy])

  const selectable = files.filter((f) => !f.cancelled && (f.state === 'ready' || f.state === 'printed'))
  // A file that left the view or became unselectable since it was ticked is no longer chosen.
  const selected = selectable.filter((f) => chosen.has(f.id)).map((f) => f.id)
  const allChosen = selectable.length > 0 && selected.length === selectable.length

  const toggle = (id: string, on: boolean) =>
    setChosen((previous) => {
      const next = new Set(previous)
      if (on) next.add(id)
      else next.delete(id)
      return next
    })

  async function act(url: string, body: unknown, clear: boolean) {
    setBusy(true)
    try {
      const result = await post(url, body)
      setMessage(result)
      if (result.ok && clear) setChosen(new Set())
      router.refresh()
    } finally {
      setBusy(false)
    }
  }

  return (
    <>
      <div className="production-toolbar" role="group" aria-label={texts.selectionLabel}>
        <label className="production-check">
          <input
            type="checkbox"
            checked={allChosen}
            disabled={selectable.length === 0}
            onChange={(e) => setChosen(e.target.checked ? new Set(selectable.map((f) => f.id)) : new Set())}
          />
          {texts.selectAll}
        </label>
        <span className="bo-muted" aria-live="polite">
          {fill(texts.selected, { count: selected.length })}
        </span>
        {canDownload ? (
          <form method="post" action={`${base}/download`} className="bo-inline">
            {selected.map((id) => (
              <input key={id} type="hidden" name="file" value={id} />
            ))}
            <button type="submit" disabled={selected.length === 0}>
              {texts.download}
            </button>
          </form>
        ) : null}
        {canManage ? (
          <button
            type="button"
            className="bo-secondary"
            disabled={selected.length === 0 || busy}
            aria-busy={busy}
            onClick={() => act(`${base}/printed`, { files: selected }, true)}
          >
            {texts.markPrinted}
          </button>
        ) : null}
      </div>
      {message ? (
        <p className={message.ok ? 'bo-notice' : 'bo-error'} role={message.ok ? 'status' : 'alert'}>
          {message.text}
        </p>
      ) : null}
      {files.length === 0 ? <p>{texts.empty}</p> : null}
      <ul className="production-cards">
        {files.map((file) => {
          const mayChoose = selectable.includes(file)
          return (
            <li
              key={file.id}
              className="bo-card production-card"
              data-testid="production-file"
              data-state={file.state}
              data-cancelled={file.cancelled || undefined}
            >
              <div className="production-thumb">
                {file.thumbnail ? (
                  // The print file's first page, drawn by the server for staff only (no image optimiser).
                  // eslint-disable-next-line @next/next/no-img-element
                  <img
                    src={file.thumbnail}
                    alt={fill(texts.previewAlt, { label: file.label })}
                    loading="lazy"
                  />
                ) : (
                  <span className="bo-muted">{texts.noPreview}</span>
                )}
              </div>
              <div className="production-body">
                <label className="production-check">
                  <input
                    type="checkbox"
                    checked={mayChoose && chosen.has(file.id)}
                    disabled={!mayChoose}
                    onChange={(e) => toggle(file.id, e.target.checked)}
                    aria-label={fill(texts.select, { label: file.label })}
                  />
                  <a href={file.orderHref}>{file.orderNumber}</a>
                  <span>{file.label.slice(file.orderNumber.length)}</span>
                </label>
                <p className="production-states">
                  <span className="bo-badge" data-state={file.state === 'failed' ? 'failed' : file.state}>
                    {texts.state[file.state]}
                  </span>
                  {file.cancelled ? (
                    <span className="bo-badge" data-state="cancelled">
                      {texts.cancelled}
                    </span>
                  ) : null}
                  <span className="bo-muted">{file.brand}</span>
                </p>
                <p className="production-product">
                  <strong>{file.product}</strong> · {file.lineName}
                </p>
                <p className="bo-muted">{file.facts.join(' · ')}</p>
                <p className="bo-muted">{file.promised}</p>
                {file.printed ? <p className="bo-muted">{file.printed}</p> : null}
                {file.cancelled ? <p className="bo-error">{texts.cancelledHint}</p> : null}
                {file.reason ? (
                  <div className="bo-error production-reason">
                    <p>
                      <strong>{texts.reason}:</strong> {file.reason}
                    </p>
                    {file.technical ? (
                      <details>
                        <summary>{texts.technical}</summary>
                        <code className="bo-code">{file.technical}</code>
                      </details>
                    ) : null}
                    {canManage && !file.cancelled ? (
                      <button
                        type="button"
                        className="bo-secondary"
                        disabled={busy}
                        onClick={() => act(`${base}/render-again`, { file: file.id }, false)}
                      >
                        {texts.renderAgain}
                      </button>
                    ) : null}
                  </div>
                ) : null}
              </div>
            </li>
          )
        })}
      </ul>
    </>
  )
}
