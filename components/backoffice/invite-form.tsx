import { inviteStaffAction } from '@/lib/api/backoffice/actions/staff-admin'
import { STAFF_ROLES } from '@/lib/backoffice/permissions'
import { INVITATION_DAYS } from '@/lib/backoffice/staff-admin'
import { fill, T } from '@/lib/backoffice/texts'

export function InviteForm() {
  return (
    <section className="bo-card" aria-labelledby="invite-heading">
      <h2 id="invite-heading">{T.staff.inviteHeading}</h2>
      <p className="bo-muted">{fill(T.staff.inviteIntro, { days: INVITATION_DAYS })}</p>
      <form action={inviteStaffAction} className="bo-filters">
        <div>
          <label htmlFor="invite-name">{T.staff.name}</label>
          <input id="invite-name" name="name" required minLength={2} maxLength={80} autoComplete="off" />
        </div>
        <div>
          <label htmlFor="invite-email">{T.staff.email}</label>
          <input id="invite-email" name="email" type="email" required maxLength={254} autoComplete="off" />
        </div>
        <div>
          <label htmlFor="invite-role">{T.staff.role}</label>
          <select id="invite-role" name="role" defaultValue="support">
            {STAFF_ROLES.map((role) => (
              <option key={role} value={role}>
                {T.roles[role]}
              </option>
            ))}
          </select>
        </div>
        <div className="bo-actions">
          <button type="submit">{T.staff.invite}</button>
        </div>
      </form>
      <p className="bo-muted">{T.staff.roleHelp}</p>
    </section>
  )
}
