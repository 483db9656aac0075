import { cancelOrderAction } from '@/lib/api/backoffice/actions/cancel-order'
import { BACKOFFICE_PATH } from '@/lib/api/backoffice/staff-session'
import type { CancellationPreview } from '@/lib/backoffice/cancellation'
import { fill, T } from '@/lib/backoffice/texts'
import { CANCEL_REASONS, type CancelReason } from '@/lib/model/orders'

/**
 * Cancelling in two steps without script: choose the reason (a GET to this page), then read what will
 * happen — credit note, vouchers, the customer's e-mail word for word — and confirm (issue 34 point 5).
 */
export function CancelForm({
  number,
  chosen,
  preview,
}: {
  number: string
  chosen: CancelReason | null
  preview: CancellationPreview | null
}) {
  const page = `${BACKOFFICE_PATH}/orders/${number}`
  return (
    <section className="bo-card" aria-labelledby="cancel-heading" id="cancel">
      <h2 id="cancel-heading">{T.cancel.heading}</h2>
      <form method="get" action={`${page}#cancel`}>
        <fieldset className="bo-fieldset">
          <legend>{T.cancel.reason}</legend>
          {CANCEL_REASONS.map((reason) => (
            <label key={reason} className="bo-choice">
              <input type="radio" name="cancel" value={reason} required defaultChecked={chosen === reason} />{' '}
              {T.cancel.reasons[reason]}
            </label>
          ))}
        </fieldset>
        <button type="submit" className="bo-secondary">
          {T.cancel.check}
        </button>
      </form>
      {preview ? <Preview number={number} preview={preview} page={page} /> : null}
    </section>
  )
}

function Preview({ number, preview, page }: { number: string; preview: CancellationPreview; page: string }) {
  const fraud = preview.reason === 'fraud'
  return (
    <div data-testid="cancel-preview">
      <h3>{T.cancel.previewHeading}</h3>
      <ul>
        <li>
          {preview.invoiceNumber
            ? fill(fraud ? T.cancel.creditNoteFraud : T.cancel.creditNote, { invoice: preview.invoiceNumber })
            : T.cancel.noCreditNote}
        </li>
        {preview.voucherCodes.length > 0 ? (
          <li>{fill(T.cancel.vouchers, { codes: preview.voucherCodes.join(', ') })}</li>
        ) : null}
        <li>{preview.mail ? fill(T.cancel.mailTo, { email: preview.mail.to }) : T.cancel.noMail}</li>
      </ul>
      {preview.mail ? (
        <blockquote className="bo-mail-preview" data-testid="cancel-mail">
          <p>
            <strong>{T.cancel.subject}:</strong> {preview.mail.subject}
          </p>
          <p className="bo-pre">{preview.mail.text}</p>
        </blockquote>
      ) : null}
      <form action={cancelOrderAction}>
        <input type="hidden" name="number" value={number} />
        <input type="hidden" name="reason" value={preview.reason} />
        <input type="hidden" name="confirm" value="yes" />
        <label htmlFor="cancel-note">{T.cancel.note}</label>
        <input id="cancel-note" name="note" maxLength={500} />
        <div className="bo-actions">
          <button type="submit">{T.cancel.confirm}</button>
          <a href={page} className="bo-button bo-secondary">
            {T.cancel.abort}
          </a>
        </div>
      </form>
    </div>
  )
}
