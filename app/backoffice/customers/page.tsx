import { CustomerHits } from '@/components/backoffice/customer-hits'
import { Messages, StaffHeader } from '@/components/backoffice/staff-header'
import { requireStaffFor } from '@/lib/api/backoffice/staff-session'
import { staffCustomerSearch } from '@/lib/api/pages/backoffice-people'
import { errorText, fill, noticeText, T } from '@/lib/backoffice/texts'

export const dynamic = 'force-dynamic'
export const metadata = { title: T.customers.heading }

type Search = Promise<Record<string, string | string[] | undefined>>
const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : '')

/** Customer search: accounts and guests by name, e-mail, order or invoice number, postcode. */
export default async function CustomersPage({ searchParams }: { searchParams: Search }) {
  const session = await requireStaffFor('viewCustomers')
  const search = await searchParams
  const q = one(search.q).trim().slice(0, 100)
  const hits = q.length >= 2 ? await staffCustomerSearch(q) : null
  return (
    <>
      <StaffHeader name={session.name} role={session.role} />
      <main className="bo-main">
        <h1>{T.customers.heading}</h1>
        <Messages notice={noticeText(one(search.notice))} error={errorText(one(search.error))} />
        <form method="get" className="bo-card bo-filters" role="search">
          <div>
            <label htmlFor="q">{T.customers.search}</label>
            <input id="q" name="q" defaultValue={q} minLength={2} maxLength={100} required />
          </div>
          <div className="bo-actions">
            <button type="submit">{T.customers.submit}</button>
          </div>
          <p className="bo-muted">{T.customers.hint}</p>
        </form>
        {hits ? (
          <section aria-label={T.customers.heading}>
            <p className="bo-muted" data-testid="customer-count">
              {fill(T.customers.count, { count: hits.length })}
            </p>
            {hits.length === 0 ? <p>{T.customers.empty}</p> : <CustomerHits hits={hits} />}
          </section>
        ) : null}
      </main>
    </>
  )
}
