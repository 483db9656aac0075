import { IntlMessageFormat } from 'intl-messageformat'

let prepared = false

/**
 * Readies Intl for a page whose client components format messages and prices while they hydrate
 * (the design tool, the cart, the checkout, the saved designs). Idempotent; their modules call it
 * when they load.
 *
 * The first Intl object a page creates makes the browser load its locale data: about 13 ms in
 * Chromium, about 55 ms on Lighthouse's phone, added to whatever task created it. Here that was a
 * task of the design tool's hydration (intl-messageformat asks Intl.NumberFormat.supportedLocalesOf
 * for every message it compiles) or the render of its first price, both already long. So:
 * - messages resolve their locale directly: the shop formats only its own locales
 *   (lib/config/locales.ts), which every browser supports, so the first requested locale is the
 *   answer and Intl.Locale alone builds it;
 * - the locale data is loaded in a task of its own, queued when the module loads, so the later
 *   number formats (prices) and Konva's text segmenter find it loaded.
 */
export function prepareClientIntl(): void {
  if (prepared) return
  prepared = true
  IntlMessageFormat.resolveLocale = (locales) =>
    new Intl.Locale(typeof locales === 'string' ? locales : (locales[0] ?? 'de-DE'))
  if (typeof document !== 'undefined') setTimeout(loadLocaleData, 0)
}

/** Creates a number format for the page's language, which loads the browser's locale data. */
function loadLocaleData(): void {
  new Intl.NumberFormat(document.documentElement.lang || undefined).format(0)
}
