import 'server-only'
import {
  CALENDAR_ROUTE,
  COLLAGE_ROUTE,
  PHOTOBOOK_ROUTE,
  PHOTOBOX_ROUTE,
  PHOTO_PRINTS_ROUTE,
} from '@/lib/config/routes'
import { queryToObject } from '@/lib/http/query'
import type { VisitorSubjectCheck } from '@/lib/routing/visitor-subjects'
import type { PhotoProduct } from '@/lib/shop/design-print/saved-designs/schema'
import { currentCustomer } from '@/lib/shop/customers/session'
import { parseVisitorKey, VISITOR_COOKIE } from '@/lib/visitor/visitor-key'
import { customerDeps } from '@/lib/api/session/customer-deps'
import { storedPhotoProduct } from './open-photo-product'

/** The photo products' design tools, whose `saved` and `line` the check knows. */
const PRODUCT_OF_ROUTE: Readonly<Record<string, PhotoProduct>> = {
  [CALENDAR_ROUTE]: 'calendar',
  [PHOTOBOOK_ROUTE]: 'photobook',
  [PHOTOBOX_ROUTE]: 'photobox',
  [PHOTO_PRINTS_ROUTE]: 'photoprints',
  [COLLAGE_ROUTE]: 'collage',
}

/**
 * The proxy's question (lib/routing/visitor-subjects.ts) answered as the page answers it: the same
 * lookup (storedPhotoProduct) for the owner the request's cookies name, so the proxy's 404 and the
 * page's agree. Other routes are left to their pages (undefined).
 */
export const visitorSubjectCheck: VisitorSubjectCheck = async ({ route, query, headers, cookie }) => {
  const product = route.length === 1 ? PRODUCT_OF_ROUTE[route[0] ?? ''] : undefined
  if (!product) return undefined
  const readOwner = async () => {
    const customer = await currentCustomer(await customerDeps(), headers, { refresh: false })
    return { visitorKey: parseVisitorKey(cookie(VISITOR_COOKIE)), customerId: customer?.id ?? null }
  }
  return (await storedPhotoProduct(queryToObject(query), product, readOwner)) !== null
}
