import texts from '@/locales/backoffice/de-DE.json'

/**
 * The back office's UI strings. It is German only (the team works in German), outside the shop's
 * brand and locale tree, so its area file is read directly rather than through next-intl.
 */
export const T = texts
export type BackofficeTexts = typeof texts

export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole))
}

/** Messages of a redirect after an action (?notice=… / ?error=…): only known keys are shown. */
export function noticeText(key: string | undefined): string | null {
  return key && Object.hasOwn(T.notice, key) ? T.notice[key as keyof typeof T.notice] : null
}
export function errorText(key: string | undefined): string | null {
  return key && Object.hasOwn(T.error, key) ? T.error[key as keyof typeof T.error] : null
}
