import { ReceivablesList } from '@/components/backoffice/receivables-list'
import { StaffHeader } from '@/components/backoffice/staff-header'
import { staffReceivables } from '@/lib/api/pages/backoffice-desk'
import { requireStaffFor } from '@/lib/api/backoffice/staff-session'
import { can } from '@/lib/backoffice/permissions'
import { fill, T } from '@/lib/backoffice/texts'
import { BRAND_KEYS } from '@/lib/config/brands'
import { SECOND_REMINDER_AFTER_DAYS } from '@/lib/config/payment-reminders'

export const dynamic = 'force-dynamic'
export const metadata = { title: T.desk.receivables.heading }

/** Open receivables per brand (issue 34 point 4): unpaid invoice orders with their reminders. */
export default async function ReceivablesPage() {
  const session = await requireStaffFor('viewMoney')
  const t = T.desk.receivables
  const lists = await Promise.all(BRAND_KEYS.map((brand) => staffReceivables(brand)))
  return (
    <>
      <StaffHeader name={session.name} role={session.role} />
      <main className="bo-main">
        <h1>{t.heading}</h1>
        <p className="bo-muted">{fill(t.intro, { days: SECOND_REMINDER_AFTER_DAYS })}</p>
        {BRAND_KEYS.map((brand, index) => (
          <ReceivablesList
            key={brand}
            brand={T.brand[brand]}
            list={lists[index] ?? { items: [], totals: [] }}
            mayRemind={can(session, 'sendReminder')}
          />
        ))}
      </main>
    </>
  )
}
