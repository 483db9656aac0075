import { IntlMessageFormat } from 'intl-messageformat'

let prepared = false

/**
 * Readies Intl for a page whose client components format messages and prices while they hydrate
 * (the design tool, the cart, the checkout, the saved designs). Idempotent; their modules call it
 * when they load.
 *
 * The first Intl object a page creates makes the browser load its locale data: 13–20 ms in
 * Chromium, 50–80 ms on Lighthouse's phone, added to whatever task created it. Here that was a task
 * of the design tool's hydration (intl-messageformat asks Intl.NumberFormat.supportedLocalesOf for
 * every message it compiles) or the render of its first price, both already long. So:
 * - messages resolve their locale directly: the shop formats only its own locales
 *   (lib/config/locales.ts), which every browser supports, so the first requested locale is the
 *   answer and Intl.Locale alone builds it;
 * - the locale data is loaded ahead, in three tasks queued one after the other when the module
 *   loads (WARM_UP), so that no step is a long task: the later number formats (prices) and Konva's
 *   text segmenter find the data loaded. In Chromium the steps take about 4, 9–11 and 2–3 ms; the
 *   middle one is the part that cannot be split further (ADR 0046).
 */
export function prepareClientIntl(): void {
  if (prepared) return
  prepared = true
  IntlMessageFormat.resolveLocale = (locales) =>
    new Intl.Locale(typeof locales === 'string' ? locales : (locales[0] ?? 'de-DE'))
  if (typeof document !== 'undefined') warmUp(0)
}

/**
 * The steps that load the browser's locale data for the page's language, each cheap once the one
 * before it ran: the locale's likely subtags, the text segmenter (the bulk of the data; Konva makes
 * one for its texts) and a number format.
 */
const WARM_UP: readonly ((language: string | undefined) => unknown)[] = [
  (language) => new Intl.Locale(language ?? 'de').maximize(),
  (language) => ('Segmenter' in Intl ? new Intl.Segmenter(language, { granularity: 'grapheme' }) : null),
  (language) => new Intl.NumberFormat(language).format(0),
]

/** Runs step `index` of WARM_UP in a task of its own, then queues the next. */
function warmUp(index: number): void {
  const step = WARM_UP[index]
  if (!step) return
  setTimeout(() => {
    step(document.documentElement.lang || undefined)
    warmUp(index + 1)
  }, 0)
}
