import { segmentOf } from '@/lib/config/locales'
import { confirmationRoute } from '@/lib/config/routes'
import { handle } from '@/lib/api/endpoint'
import { kickMailWorker } from '@/lib/mail/runner'
import { kickPrintFileWorker } from '@/lib/shop/design-print/print-files/runner'
import { publicPath } from '@/lib/routing/resolve-request-context'
import { writeCartCount } from '@/lib/api/sales/cart/cart-count-cookie'
import { cartOwner } from '@/lib/api/sales/cart/route-support'
import { placeOrderEndpoint } from '@/lib/api/sales/checkout/endpoints'
import { rememberAddresses } from '@/lib/shop/customers/addresses'
import { checkoutAddresses } from '@/lib/shop/sales/checkout/schema'
import { placeOrder } from '@/lib/shop/sales/orders/place-order'

// The owner is the signed-in customer when there is one, so the order lands in their account.
export const POST = handle(placeOrderEndpoint, async ({ body, ctx, db }) => {
  const owner = await cartOwner()
  const { order, created } = await placeOrder(await db(), body, { owner, ...ctx })
  if (created && body.saveAddresses && owner.customerId)
    await rememberAddresses(await db(), owner.customerId, checkoutAddresses(body), ctx.locale)
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
