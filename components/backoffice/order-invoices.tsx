import type { StaffInvoice } from '@/lib/backoffice/invoices'
import { BACKOFFICE_PATH } from '@/lib/api/backoffice/staff-session'
import { T } from '@/lib/backoffice/texts'
import { formatBerlin } from '@/lib/backoffice/time'
import { money } from './money'

/** The order's invoice and, once cancelled, its cancellation invoice, each as a PDF download. */
export function OrderInvoices({
  number,
  invoices,
  currency,
}: {
  number: string
  invoices: readonly StaffInvoice[]
  currency: string
}) {
  return (
    <section className="bo-card">
      <h2>{T.detail.invoices}</h2>
      {invoices.length === 0 ? <p>{T.detail.noInvoice}</p> : null}
      <ul style={{ listStyle: 'none', padding: 0 }}>
        {invoices.map((invoice) => (
          <li key={invoice.number} data-testid="order-invoice" data-kind={invoice.kind}>
            {T.detail.invoiceKind[invoice.kind]}{' '}
            <a href={`${BACKOFFICE_PATH}/orders/${number}/invoices/${invoice.number}`} download>
              {invoice.number}
            </a>{' '}
            <span className="bo-muted">
              {T.detail.issuedAt} {formatBerlin(invoice.issuedAt)} · {money(invoice.total, currency)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}
