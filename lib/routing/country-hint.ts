/**
 * Browser-safe logic of the country-switch pop-up: which national shop the visitor's browser
 * languages point to, if it is not the one they are in. A region-qualified tag ("de-AT") names a
 * country; failing that, a language no shop of the current language speaks ("en" on /de) names the
 * shop in that language.
 */
export { COUNTRY_HINT_COOKIE } from './country-hint-cookie'

export interface ShopOption {
  segment: string
  country: string
  language: string
}

function byCountry(languages: readonly string[], shops: readonly ShopOption[]): ShopOption | undefined {
  for (const tag of languages) {
    const region = tag.split('-')[1]?.toUpperCase()
    if (!region) continue
    // Liechtenstein shops in Swiss francs: the Swiss shop is its match.
    const country = region === 'LI' ? 'CH' : region
    const match = shops.find((s) => s.country === country)
    if (match) return match
  }
  return undefined
}

export function suggestedShop(
  languages: readonly string[],
  current: string,
  shops: readonly ShopOption[],
): ShopOption | undefined {
  const here = shops.find((s) => s.segment === current)
  const preferred = languages[0]?.split('-')[0]?.toLowerCase()
  // Someone whose first language the current shop does not speak gets the shop in that language.
  if (here && preferred && preferred !== here.language) {
    const inLanguage = shops.filter((s) => s.language === preferred)
    if (inLanguage.length > 0) return byCountry(languages, inLanguage) ?? inLanguage[0]
  }
  const match = byCountry(languages, shops)
  if (match && match.language === here?.language) return match.segment === current ? undefined : match
  return undefined
}

/**
 * The server's location hint (/api/get-location/, lib/routing/location-hint.ts) as the language list
 * suggestedShop reads: its language with its country as the region ("en" in AT → "en-AT"), so the
 * country may come from the CDN while the language still comes from the browser.
 */
export function hintLanguages(hint: { country: string | null; language: string | null }): string[] {
  if (!hint.language) return hint.country ? [`und-${hint.country}`] : []
  return [hint.country ? `${hint.language}-${hint.country}` : hint.language]
}
