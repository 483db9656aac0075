/**
 * Browser-safe logic of the country-switch pop-up: which national shop the visitor's browser
 * languages point to, if it is not the one they are in. Only region-qualified tags count ("de-AT"),
 * since a bare "de" says nothing about the country.
 */
export const COUNTRY_HINT_COOKIE = 'country_hint_dismissed'

export interface ShopOption {
  segment: string
  country: string
}

export function suggestedShop(
  languages: readonly string[],
  current: string,
  shops: readonly ShopOption[],
): ShopOption | undefined {
  for (const tag of languages) {
    const region = tag.split('-')[1]?.toUpperCase()
    if (!region) continue
    const country = region === 'LI' ? 'CH' : region
    const match = shops.find((s) => s.country === country)
    if (match) return match.segment === current ? undefined : match
  }
  return undefined
}
