import type { ShopLocaleCode } from '@/lib/config/locales'
import { pickName } from '@/lib/shop/catalogue/pick-name'
import type { ShopCurrency } from '@/lib/shop/sales/pricing/shop-currency'
import { formatPrices } from './article'
import { FORMAT_GROUP_KEYS, FORMAT_GROUPS, type FormatGroup } from './extras'
import type { WallArtMaterial } from './materials'
import { readFormat } from './pricing'

/**
 * Format groups with their lowest price and a picture of the group: its formats drawn to scale as
 * nested outlines, an SVG made in code and sent as a data URI (nothing to fetch or store).
 */
export function formatGroupPricesImages(
  material: WallArtMaterial,
  locale: ShopLocaleCode,
  currency: ShopCurrency,
) {
  return {
    materialType: material,
    currency,
    formatGroups: FORMAT_GROUP_KEYS.map((group) => {
      const prices = formatPrices(FORMAT_GROUPS[group].formats, { materialType: material }, currency)
      const known = prices.flatMap((p) => (p.price === null ? [] : [p.price]))
      return {
        formatGroup: group,
        name: pickName(FORMAT_GROUPS[group].names, locale),
        priceFrom: known.length > 0 ? Math.min(...known) : null,
        image: `data:image/svg+xml,${encodeURIComponent(formatGroupSvg(group))}`,
      }
    }),
  }
}

export function formatGroupSvg(group: FormatGroup): string {
  const sizes = FORMAT_GROUPS[group].formats.map((f) => readFormat(f))
  const longest = Math.max(...sizes.flatMap((s) => [s.widthMm, s.heightMm]))
  const scale = 88 / longest
  const rects = sizes
    .map((s, i) => {
      const w = Math.round(s.widthMm * scale)
      const h = Math.round(s.heightMm * scale)
      return `<rect x="${6}" y="${94 - h}" width="${w}" height="${h}" fill="none" stroke="#111827" stroke-opacity="${0.35 + (0.65 * (i + 1)) / sizes.length}" stroke-width="1.5"/>`
    })
    .join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="100" height="100"><rect width="100" height="100" fill="#f5f5f4"/>${rects}</svg>`
}
