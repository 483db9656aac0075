import type { DeskState } from '@/lib/api/backoffice/actions/desk-state'

/** The answer of a shipping or money form, announced to screen readers where it appears. */
export function DeskMessage({ state }: { state: DeskState }) {
  if (!state) return null
  return state.ok ? (
    <p className="bo-notice" role="status">
      {state.message}
    </p>
  ) : (
    <p className="bo-error" role="alert">
      {state.message}
    </p>
  )
}

/** A calendar day (YYYY-MM-DD) as the team reads it: "28.11.2026". */
export function formatDay(day: string): string {
  const [y, m, d] = day.split('-')
  return `${d}.${m}.${y}`
}
