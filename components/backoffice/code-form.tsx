import { verifyStaffCodeAction } from '@/lib/api/backoffice/actions/verify-staff-code'
import { T } from '@/lib/backoffice/texts'

/** The six-digit code field; the phone shows a number pad and offers the code from SMS-less apps. */
export function CodeForm({ error, submit }: { error: boolean; submit: string }) {
  return (
    <form action={verifyStaffCodeAction}>
      {error ? (
        <p className="bo-error" role="alert">
          {T.code.wrong}
        </p>
      ) : null}
      <label htmlFor="code">{T.code.label}</label>
      <input
        id="code"
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9 ]{6,7}"
        maxLength={7}
        required
        autoFocus
      />
      <p>
        <button type="submit">{submit}</button>
      </p>
    </form>
  )
}
