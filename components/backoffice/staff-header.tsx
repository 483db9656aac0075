import { signOutStaffAction } from '@/lib/api/backoffice/actions/sign-out-staff'
import { BACKOFFICE_PATH } from '@/lib/api/backoffice/staff-session'
import { can, type StaffRole } from '@/lib/backoffice/permissions'
import { T } from '@/lib/backoffice/texts'
import { BACKOFFICE_PAGES } from './pages'

/**
 * Title, who is signed in and the sign-out on one bar that stays a single row on a phone; below it the
 * links the role may follow, wrapping into rows. No menu that opens by script: the header works before
 * hydration and sign-out is never hidden (issue 34 point 8).
 */
export function StaffHeader({ name, role }: { name: string; role: StaffRole }) {
  const links = BACKOFFICE_PAGES.flatMap(({ route, nav }) =>
    nav && (nav.needs === null || can({ role }, nav.needs))
      ? [{ href: route ? `${BACKOFFICE_PATH}/${route}` : BACKOFFICE_PATH, label: nav.label(T) }]
      : [],
  )
  return (
    <header className="bo-header">
      <div className="bo-header-bar">
        <strong>{T.title}</strong>
        <span className="bo-header-user">
          {name} <span className="bo-header-role">({T.roles[role]})</span>
        </span>
        <form action={signOutStaffAction} className="bo-inline">
          <button type="submit" className="bo-signout">
            {T.nav.signOut}
          </button>
        </form>
      </div>
      <nav aria-label={T.title}>
        <ul className="bo-nav">
          {links.map((link) => (
            <li key={link.href}>
              <a href={link.href}>{link.label}</a>
            </li>
          ))}
        </ul>
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
