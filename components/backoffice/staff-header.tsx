import { signOutStaffAction } from '@/lib/api/backoffice/actions/sign-out-staff'
import { BACKOFFICE_PATH } from '@/lib/api/backoffice/staff-session'
import { T } from '@/lib/backoffice/texts'

export function StaffHeader({ name }: { name: string }) {
  return (
    <header className="bo-header">
      <strong>{T.title}</strong>
      <nav aria-label={T.title}>
        <a href={BACKOFFICE_PATH}>{T.nav.orders}</a>
        <a href={`${BACKOFFICE_PATH}/reviews`}>{T.nav.reviews}</a>
        <span className="bo-muted">{name}</span>
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
