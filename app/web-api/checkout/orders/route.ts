import { segmentOf } from '@/lib/config/locales'
import { confirmationRoute } from '@/lib/config/routes'
import { getDb } from '@/lib/db/client'
import { handle } from '@/lib/http/endpoint'
import { kickMailWorker } from '@/lib/mail/runner'
import { kickPrintFileWorker } from '@/lib/shop/print-files/runner'
import { publicPath } from '@/lib/routing/resolve-request-context'
import { cartOwner } from '@/lib/shop/cart/route-support'
import { placeOrderEndpoint } from '@/lib/shop/checkout/endpoints'
import { claimForSignedInCustomer } from '@/lib/shop/orders/requester'
import { placeOrder } from '@/lib/shop/orders/place-order'

export const POST = handle(placeOrderEndpoint, async ({ body, ctx, request }) => {
  const owner = await cartOwner()
  const db = await getDb()
  const { order, created } = await placeOrder(db, body, { owner, ...ctx })
  if (created) {
    await claimForSignedInCustomer(db, order.number, owner.visitorKey, request.headers)
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
