import { renderPrintFileAction } from '@/lib/api/backoffice/actions/render-print-file'
import { BACKOFFICE_PATH } from '@/lib/api/backoffice/staff-session'
import { T } from '@/lib/backoffice/texts'
import { formatBerlin } from '@/lib/backoffice/time'
import type { StaffOrderLine, StaffPrintFile } from '@/lib/backoffice/views'
import { money } from './money'

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

/** The lines as ordered, each with its print files; prices only for a role that sees money. */
export function OrderLines({
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
  return (
    <section className="bo-card">
      <h2>{T.detail.lines}</h2>
      <table className="bo-table bo-stack">
        <thead>
          <tr>
            <th>{T.detail.lines}</th>
            <th className="num">{T.detail.quantity}</th>
            {showMoney ? (
              <>
                <th className="num">{T.detail.unitPrice}</th>
                <th className="num">{T.detail.lineTotal}</th>
              </>
            ) : null}
            <th>{T.detail.printFiles}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.id} data-testid="order-line">
              <td data-label={T.detail.lines}>
                {line.name}
                {line.sku ? <div className="bo-muted">{line.sku}</div> : null}
              </td>
              <td data-label={T.detail.quantity} className="num">
                {line.quantity}
              </td>
              {showMoney ? (
                <>
                  <td data-label={T.detail.unitPrice} className="num">
                    {money(line.unitPrice, currency)}
                  </td>
                  <td data-label={T.detail.lineTotal} className="num">
                    {money(line.total, currency)}
                  </td>
                </>
              ) : null}
              <td data-label={T.detail.printFiles}>
                <PrintFiles number={number} line={line} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
