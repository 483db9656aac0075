import { signOutStaffAction } from '@/lib/api/backoffice/actions/sign-out-staff'
import { BACKOFFICE_PATH } from '@/lib/api/backoffice/staff-session'
import { can, type StaffAction, type StaffRole } from '@/lib/backoffice/permissions'
import { T } from '@/lib/backoffice/texts'

/** The role hides the links it may not follow; without one (older callers) the shared links show. */
export function StaffHeader({ name, role }: { name: string; role?: StaffRole }) {
  const may = (action: StaffAction) => role === undefined || can({ role }, action)
  return (
    <header className="bo-header">
      <strong>{T.title}</strong>
      <nav aria-label={T.title}>
        <a href={BACKOFFICE_PATH}>{T.nav.orders}</a>
        {may('moderateReviews') ? <a href={`${BACKOFFICE_PATH}/reviews`}>{T.nav.reviews}</a> : null}
        {may('changeStatus') ? <a href={`${BACKOFFICE_PATH}/shipping`}>{T.desk.nav.shipping}</a> : null}
        {may('viewMoney') ? <a href={`${BACKOFFICE_PATH}/receivables`}>{T.desk.nav.receivables}</a> : null}
        {role && can({ role }, 'viewCustomers') ? (
          <a href={`${BACKOFFICE_PATH}/customers`}>{T.nav.customers}</a>
        ) : null}
        {role && can({ role }, 'manageStaff') ? <a href={`${BACKOFFICE_PATH}/staff`}>{T.nav.staff}</a> : null}
        {role && can({ role }, 'export') ? <a href={`${BACKOFFICE_PATH}/api-access`}>{T.nav.api}</a> : null}
        <span className="bo-muted">
          {name}
          {role ? ` (${T.roles[role]})` : ''}
        </span>
        <form action={signOutStaffAction} className="bo-inline">
          <button type="submit" className="bo-link-button">
            {T.nav.signOut}
          </button>
        </form>
      </nav>
    </header>
  )
}

export function Messages({ notice, error }: { notice: string | null; error: string | null }) {
  return (
    <>
      {notice ? (
        <p className="bo-notice" role="status">
          {notice}
        </p>
      ) : null}
      {error ? (
        <p className="bo-error" role="alert">
          {error}
        </p>
      ) : null}
    </>
  )
}
