import { OrderFilters } from '@/components/backoffice/order-filters'
import { OrderTable } from '@/components/backoffice/order-table'
import { StaffHeader } from '@/components/backoffice/staff-header'
import { staffOrderList } from '@/lib/api/pages/backoffice'
import { filterQuery, parseOrderFilter } from '@/lib/backoffice/orders-query'
import { BACKOFFICE_PATH, requireStaff } from '@/lib/api/backoffice/staff-session'
import { can } from '@/lib/backoffice/permissions'
import { fill, T } from '@/lib/backoffice/texts'

export const dynamic = 'force-dynamic'
export const metadata = { title: T.list.heading }

type Search = Promise<Record<string, string | string[] | undefined>>

/** The order list: filters in the URL, newest first, 25 per page. */
export default async function OrderListPage({ searchParams }: { searchParams: Search }) {
  const session = await requireStaff()
  const filter = parseOrderFilter(await searchParams)
  const page = await staffOrderList(filter)
  return (
    <>
      <StaffHeader name={session.name} role={session.role} />
      <main className="bo-main">
        <h1>{T.list.heading}</h1>
        <OrderFilters filter={filter} />
        <section className="bo-card" aria-label={T.list.heading}>
          <p className="bo-muted" data-testid="order-count">
            {fill(T.list.count, { count: page.total })}
          </p>
          <OrderTable rows={page.rows} invoices={page.invoices} money={can(session, 'viewMoney')} />
          {page.pages > 1 ? (
            <nav className="bo-pager" aria-label={fill(T.list.page, { page: page.page, pages: page.pages })}>
              {page.page > 1 ? (
                <a href={`${BACKOFFICE_PATH}${filterQuery(filter, { page: page.page - 1 })}`}>
                  {T.list.previous}
                </a>
              ) : (
                <span />
              )}
              <span>{fill(T.list.page, { page: page.page, pages: page.pages })}</span>
              {page.page < page.pages ? (
                <a href={`${BACKOFFICE_PATH}${filterQuery(filter, { page: page.page + 1 })}`}>
                  {T.list.next}
                </a>
              ) : (
                <span />
              )}
            </nav>
          ) : null}
        </section>
      </main>
    </>
  )
}
