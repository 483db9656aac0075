import { renderPrintFileAction } from '@/lib/api/backoffice/actions/render-print-file'
import { staffJobTickets } from '@/lib/api/pages/backoffice-job-ticket'
import { BACKOFFICE_PATH } from '@/lib/api/backoffice/staff-session'
import { T } from '@/lib/backoffice/texts'
import { formatBerlin } from '@/lib/backoffice/time'
import type { JobTicket } from '@/lib/backoffice/job-ticket/facts'
import type { StaffOrderLine, StaffPrintFile } from '@/lib/backoffice/views'
import { money } from './money'
import './order-lines.css'

/** A line's print files: one, or a photo book's cover and inner block, each with its own actions. */
function PrintFiles({ number, line }: { number: string; line: StaffOrderLine }) {
  if (line.printFiles.length === 0) return <span className="bo-muted">{T.detail.noPrintFile}</span>
  return (
    <>
      {line.printFiles.map((file) => (
        <PrintFile key={file.id} number={number} file={file} />
      ))}
    </>
  )
}

function PrintFile({ number, file }: { number: string; file: StaffPrintFile }) {
  return (
    <div data-testid="print-file" data-part={file.part}>
      <strong>{T.detail.printPart[file.part]}</strong>{' '}
      <span className="bo-badge" data-state={file.state}>
        {T.detail.printState[file.state]}
      </span>{' '}
      <span className="bo-muted">
        {T.detail.attempts}: {file.attempts}
        {file.pageCount ? ` · ${T.detail.pages}: ${file.pageCount}` : ''}
        {file.byteSize ? ` · ${(file.byteSize / 1024).toFixed(0)} KB` : ''}
        {file.renderedAt ? (
          <>
            {' · '}
            <time dateTime={file.renderedAt.toISOString()}>{formatBerlin(file.renderedAt)}</time>
          </>
        ) : null}
      </span>
      {file.sha256 ? <div className="bo-code bo-muted">SHA-256 {file.sha256}</div> : null}
      {file.lastError ? <div className="bo-error">{file.lastError}</div> : null}
      <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap', marginTop: '0.4rem' }}>
        {file.state === 'done' ? (
          <a
            className="bo-button"
            href={`${BACKOFFICE_PATH}/orders/${number}/print-files/${file.id}`}
            download
          >
            {T.detail.download}
          </a>
        ) : null}
        <form action={renderPrintFileAction} className="bo-inline">
          <input type="hidden" name="number" value={number} />
          <input type="hidden" name="file" value={file.id} />
          <button type="submit" className="bo-secondary">
            {T.detail.renderAgain}
          </button>
        </form>
      </div>
    </div>
  )
}

/** One line's job-ticket facts as label and value (issue 34 point 1): the ticket's own words. */
function JobFacts({ ticket }: { ticket: JobTicket }) {
  return (
    <dl className="bo-job-facts" data-testid="job-facts">
      {ticket.facts.map((fact) => (
        <div key={fact.key} data-fact={fact.key}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  )
}

/**
 * The lines as ordered, each a card (no wide table, so it reads on a phone): position and product,
 * everything production needs in words — the job ticket's facts from the same function as the PDF,
 * so page and ticket cannot disagree — its print files and the link to its ticket. Prices only for a
 * role that sees money.
 */
export async function OrderLines({
  number,
  lines,
  currency,
  showMoney,
}: {
  number: string
  lines: readonly StaffOrderLine[]
  currency: string
  showMoney: boolean
}) {
  const tickets = (await staffJobTickets(number)) ?? []
  const ticketUrl = `${BACKOFFICE_PATH}/orders/${number}/job-ticket`
  return (
    <section className="bo-card">
      <div className="bo-job-heading">
        <h2>{T.detail.lines}</h2>
        {lines.length > 1 ? (
          <a href={ticketUrl} data-testid="job-tickets-all">
            {T.jobTicket.all}
          </a>
        ) : null}
      </div>
      <ol className="bo-job-lines">
        {lines.map((line) => {
          const ticket = tickets.find((t) => t.lineId === line.id)
          return (
            <li key={line.id} className="bo-job-line" data-testid="order-line">
              <h3>
                {ticket ? <span className="bo-muted">{ticket.positionText} · </span> : null}
                {ticket?.title ?? line.name}
              </h3>
              <p className="bo-muted">
                {line.name}
                {line.sku ? ` · ${line.sku}` : ''}
              </p>
              {ticket ? <JobFacts ticket={ticket} /> : null}
              {showMoney ? (
                <p>
                  {T.detail.quantity}: {line.quantity} · {T.detail.unitPrice}:{' '}
                  {money(line.unitPrice, currency)} · {T.detail.lineTotal}: {money(line.total, currency)}
                </p>
              ) : null}
              <div className="bo-job-files">
                <strong>{T.detail.printFiles}</strong>
                <PrintFiles number={number} line={line} />
              </div>
              <p>
                <a
                  className="bo-button"
                  href={`${ticketUrl}?line=${line.id}`}
                  target="_blank"
                  rel="noopener"
                  data-testid="job-ticket-link"
                >
                  {T.jobTicket.title}
                </a>
              </p>
            </li>
          )
        })}
      </ol>
    </section>
  )
}
