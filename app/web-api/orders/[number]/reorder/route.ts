import { segmentOf } from '@/lib/config/locales'
import { SHOP_ROUTES } from '@/lib/config/routes'
import { handle } from '@/lib/api/endpoint'
import { publicPath } from '@/lib/routing/resolve-request-context'
import { getCartView } from '@/lib/shop/sales/cart/cart'
import { withCountCookie } from '@/lib/api/sales/cart/cart-count-cookie'
import { cartOwner, isFormPost } from '@/lib/api/sales/cart/route-support'
import { ShopError } from '@/lib/shop/common/errors'
import { reorderEndpoint } from '@/lib/api/sales/orders/endpoints'
import { ownedOrder } from '@/lib/shop/sales/orders/ownership'
import { reorder } from '@/lib/shop/sales/orders/reorder'
import { orderRequester } from '@/lib/api/sales/orders/requester'

/** POST /web-api/orders/{number}/reorder: JSON for scripts, 303 to the cart for the account's form. */
export async function POST(request: Request, { params }: { params: Promise<{ number: string }> }) {
  const { number } = await params
  const form = isFormPost(request)
  const json = handle(reorderEndpoint, async ({ ctx, db: openDb }) => {
    const db = await openDb()
    const order = await ownedOrder(db, number, await orderRequester())
    if (!order) throw new ShopError(`You have no order ${number}`, { status: 404, field: 'number' })
    const owner = await cartOwner()
    const result = await reorder(db, order, { owner, ...ctx })
    // The header badge reads the cart's count from a cookie (components/cart/cart-count.ts).
    if (result.added > 0) await withCountCookie(await getCartView(db, owner, { locale: ctx.locale }))
    const cartPath = publicPath(ctx.brand, segmentOf(ctx.locale), 'web', SHOP_ROUTES.cart)
    return { ...result, cartPath }
  })
  const response = await json(form ? withLocaleHeader(request, await request.clone().formData()) : request)
  if (!form || !response.ok) return response
  const { cartPath } = (await response.json()) as { cartPath: string }
  return new Response(null, { status: 303, headers: { location: cartPath } })
}

/** A form names its shop's locale in a field; the JSON handler reads it from the header. */
function withLocaleHeader(request: Request, form: FormData): Request {
  const headers = new Headers(request.headers)
  headers.delete('content-type')
  const locale = form.get('locale')
  if (typeof locale === 'string' && locale) headers.set('locale', locale)
  return new Request(request.url, { method: 'POST', headers })
}
