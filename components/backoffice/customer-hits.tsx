import { BACKOFFICE_PATH } from '@/lib/api/backoffice/staff-session'
import type { CustomerHit } from '@/lib/backoffice/customers'
import { fill, T } from '@/lib/backoffice/texts'
import { formatBerlin } from '@/lib/backoffice/time'

/** Search hits as cards: an account opens the customer view, a guest their newest order. */
export function CustomerHits({ hits }: { hits: readonly CustomerHit[] }) {
  return (
    <ul className="bo-cards">
      {hits.map((hit) => (
        <li key={hit.email} className="bo-card" data-testid="customer-hit">
          <h2 className="bo-card-title">
            {hit.customerId ? (
              <a href={`${BACKOFFICE_PATH}/customers/${hit.customerId}`}>{hit.name || hit.email}</a>
            ) : (
              hit.name || hit.email
            )}
          </h2>
          <p className="bo-muted">
            {hit.email} · {hit.customerId ? T.customers.account : T.customers.guest}
          </p>
          <p>
            {fill(T.customers.orders, { count: hit.orderCount })}
            {hit.lastOrder ? (
              <>
                {' · '}
                <a href={`${BACKOFFICE_PATH}/orders/${hit.lastOrder.number}`}>
                  {fill(T.customers.lastOrder, {
                    number: hit.lastOrder.number,
                    date: formatBerlin(hit.lastOrder.createdAt),
                  })}
                </a>
              </>
            ) : null}
          </p>
        </li>
      ))}
    </ul>
  )
}
