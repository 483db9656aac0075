import { notFound } from 'next/navigation'
import { CustomerSections, EraseCustomer } from '@/components/backoffice/customer-profile'
import { Messages, StaffHeader } from '@/components/backoffice/staff-header'
import { BACKOFFICE_PATH, requireStaffFor } from '@/lib/api/backoffice/staff-session'
import { staffCustomer } from '@/lib/api/pages/backoffice-people'
import { can } from '@/lib/backoffice/permissions'
import { errorText, fill, T } from '@/lib/backoffice/texts'
import { formatBerlin } from '@/lib/backoffice/time'

export const dynamic = 'force-dynamic'
export const metadata = { title: T.customers.open }

type Props = { params: Promise<{ id: string }>; searchParams: Promise<{ error?: string }> }

/** One customer account: orders, address book, designs, consent, and erasure on request. */
export default async function CustomerPage({ params, searchParams }: Props) {
  const session = await requireStaffFor('viewCustomers')
  const profile = await staffCustomer((await params).id)
  if (!profile) notFound()
  const { error } = await searchParams
  return (
    <>
      <StaffHeader name={session.name} role={session.role} />
      <main className="bo-main">
        <p>
          <a href={`${BACKOFFICE_PATH}/customers`}>← {T.customers.back}</a>
        </p>
        <h1>{profile.name || profile.email}</h1>
        <p className="bo-muted">
          {profile.email} · {profile.emailVerified ? T.customers.verified : T.customers.unverified} ·{' '}
          {fill(T.customers.since, { date: formatBerlin(profile.since) })}
        </p>
        <Messages notice={null} error={errorText(error)} />
        <CustomerSections profile={profile} showMoney={can(session, 'viewMoney')} />
        {can(session, 'eraseCustomer') ? <EraseCustomer profile={profile} /> : null}
      </main>
    </>
  )
}
