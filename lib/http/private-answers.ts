/**
 * Which API answers a shared cache may keep (ADR 0050). Every answer under /web-api and /price-api is
 * `Cache-Control: private, no-store` (set by proxy.ts, which every API request passes and whose
 * header Next keeps over the route's) unless its path is listed here: catalogue data and prices, the
 * same for every visitor. Private by default, so a new endpoint about a visitor (cart, account,
 * orders, uploads, guest lists, wishlist, designs, flags) cannot be cached by mistake;
 * lib/http/private-answers.test.ts walks the endpoint table against this list.
 */
export const PUBLIC_API_PATHS: readonly string[] = [
  '/web-api/health',
  '/web-api/openapi.json',
  '/web-api/card-price',
  '/web-api/shipping-information',
  // True until the next cut-off; the route gives it no longer a lifetime (lib/api/answer-lifetime.ts).
  '/web-api/express-shop',
  // The same for everyone of a brand until the campaign ends; the route's lifetime ends with it.
  '/web-api/campaign-data',
  '/web-api/card-accessories',
  '/web-api/card-accessory-price',
  '/web-api/themes',
  '/web-api/shop-frontends-initial-data',
  '/web-api/localized-urls',
  '/web-api/aspect-ratio',
  '/web-api/calendar-design-group',
  '/web-api/calendar-price',
  '/web-api/photobook-design-group-set',
  '/web-api/photobook-design-group-set/{designGroupSetId}',
  '/web-api/photobook-price',
  '/web-api/photobox-data',
  '/web-api/collage-designer-design-groups',
  '/web-api/collage-designer-design-group',
  '/web-api/sku/container',
  '/web-api/product-selection-photo-frame/data',
  '/web-api/product-selection-photo-frame/prices-from',
  '/web-api/product-selection-photo-frame/format-limits',
  '/web-api/product-selection-photo-frame/prices-format-group',
  '/web-api/product-selection-photo-frame/prices-formats',
  '/web-api/product-selection-photo-frame/price-article',
  '/web-api/variants-for-frame-types',
  '/web-api/calculator/reference',
  '/price-api/prices/article',
  '/price-api/prices/format-group',
  '/price-api/prices/formats',
  '/price-api/prices/format-group-prices-images',
  '/price-api/prices/accessory',
  '/price-api/prices/frame',
  '/price-api/prices/photo-options-groups',
  '/price-api/prices/photoboxes',
]

export const PRIVATE_ANSWER = 'private, no-store'

/** `{name}` in a path template is one path segment. */
const PUBLIC_PATTERNS = PUBLIC_API_PATHS.map(
  (template) => new RegExp(`^${template.replace(/[.]/g, '\\.').replace(/\{[^}]+\}/g, '[^/]+')}/?$`),
)

/** True for an API path whose answer is about one visitor (everything not listed as public). */
export function answersPrivately(pathname: string): boolean {
  return !PUBLIC_PATTERNS.some((pattern) => pattern.test(pathname))
}
