'use client'

import { useActionState } from 'react'
import { uploadTrackingAction, type TrackingUploadState } from '@/lib/api/backoffice/actions/upload-tracking'

export interface TrackingTexts {
  brand: string
  brands: Record<string, string>
  file: string
  preview: string
  apply: string
  previewHeading: string
  appliedHeading: string
  complete: string
  partial: string
  row: string
}

const fillIn = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole))

/**
 * The tracking CSV upload: preview first (cards per parcel), then "apply" sends the previewed text
 * back; problems name their rows and nothing is booked.
 */
export function TrackingUpload({ texts }: { texts: TrackingTexts }) {
  const [state, action, pending] = useActionState<TrackingUploadState, FormData>(uploadTrackingAction, null)
  const outcomes = state?.kind === 'preview' || state?.kind === 'applied' ? state.outcomes : []
  return (
    <div data-testid="tracking-upload">
      <form action={action}>
        <input type="hidden" name="mode" value="preview" />
        <label htmlFor="tracking-brand">{texts.brand}</label>
        <select
          id="tracking-brand"
          name="brand"
          required
          defaultValue={state?.kind === 'preview' ? state.brand : ''}
        >
          <option value="" disabled>
            –
          </option>
          {Object.entries(texts.brands).map(([key, name]) => (
            <option key={key} value={key}>
              {name}
            </option>
          ))}
        </select>
        <label htmlFor="tracking-file">{texts.file}</label>
        <input id="tracking-file" name="file" type="file" accept=".csv,text/csv,text/plain" required />
        <p>
          <button type="submit" className="bo-secondary" disabled={pending} aria-busy={pending}>
            {texts.preview}
          </button>
        </p>
      </form>
      {state?.kind === 'problems' ? (
        <div className="bo-error" role="alert">
          <p>{state.message}</p>
          {state.problems.length ? (
            <ul data-testid="tracking-problems">
              {state.problems.map((p, i) => (
                <li key={i}>{fillIn(texts.row, { row: p.row, message: p.message })}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      {outcomes.length > 0 ? (
        <div role="status">
          <h3>
            {fillIn(state?.kind === 'applied' ? texts.appliedHeading : texts.previewHeading, {
              count: outcomes.length,
            })}
          </h3>
          <ul style={{ listStyle: 'none', padding: 0 }}>
            {outcomes.map((o) => (
              <li key={o.row} className="bo-card" data-testid="tracking-outcome">
                <strong>{o.orderNumber}</strong> · {o.customer}
                <div>
                  {o.carrier} {o.trackingNumber}
                </div>
                <div className="bo-muted">
                  {o.completes ? texts.complete : fillIn(texts.partial, { positions: o.positions })}
                </div>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {state?.kind === 'preview' ? (
        <form action={action}>
          <input type="hidden" name="mode" value="apply" />
          <input type="hidden" name="brand" value={state.brand} />
          <input type="hidden" name="csv" value={state.csv} />
          <button type="submit" disabled={pending} aria-busy={pending}>
            {texts.apply}
          </button>
        </form>
      ) : null}
    </div>
  )
}
