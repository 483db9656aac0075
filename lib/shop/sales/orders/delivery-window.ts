import type { LocaleCode } from '@/lib/config/locales'
import { formatDate } from '@/lib/i18n/format'

/**
 * "28.11.2026 – 02.12.2026": an expected delivery window as the mails, the checkout and the account
 * show it. A module of its own because client components use it and mails.ts reaches the server's CMS.
 */
const day = (iso: string) => new Date(`${iso}T12:00:00Z`)

export function deliveryWindowText(window: { from: string; to: string }, locale: LocaleCode): string {
  const from = formatDate(day(window.from), locale)
  return window.from === window.to ? from : `${from} – ${formatDate(day(window.to), locale)}`
}
