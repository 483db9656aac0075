import { segmentOf } from '@/lib/config/locales'
import { confirmationRoute } from '@/lib/config/routes'
import { handle } from '@/lib/api/endpoint'
import { kickMailWorker } from '@/lib/mail/runner'
import { kickPrintFileWorker } from '@/lib/shop/design-print/print-files/runner'
import { publicPath } from '@/lib/routing/resolve-request-context'
import { writeCartCount } from '@/lib/api/sales/cart/cart-count-cookie'
import { cartOwner } from '@/lib/api/sales/cart/route-support'
import { placeOrderEndpoint } from '@/lib/api/sales/checkout/endpoints'
import { placeOrder } from '@/lib/shop/sales/orders/place-order'

// The owner is the signed-in customer when there is one, so the order lands in their account.
export const POST = handle(placeOrderEndpoint, async ({ body, ctx, db }) => {
  const { order, created } = await placeOrder(await db(), body, { owner: await cartOwner(), ...ctx })
  // The order took every line: the header badge shows the empty cart without asking.
  await writeCartCount(0)
  if (created) {
    kickMailWorker()
    kickPrintFileWorker()
  }
  const confirmationPath = publicPath(
    ctx.brand,
    segmentOf(ctx.locale),
    'web',
    confirmationRoute(order.number),
  )
  return { order, created, confirmationPath }
})
