import { handle } from '@/lib/api/endpoint'
import { kickMailWorker } from '@/lib/mail/runner'
import { cancelOrderEndpoint } from '@/lib/api/sales/checkout/endpoints'
import { ShopError } from '@/lib/shop/common/errors'
import { cancelOrderByCustomer } from '@/lib/shop/sales/orders/change-status'
import { ownedOrder } from '@/lib/shop/sales/orders/ownership'
import { orderRequester } from '@/lib/api/sales/orders/requester'

export async function POST(request: Request, { params }: { params: Promise<{ number: string }> }) {
  const { number } = await params
  return handle(cancelOrderEndpoint, async ({ db }) => {
    // The visitor who placed it, or the customer whose account it is in (also from another device).
    const mine = await ownedOrder(await db(), number, await orderRequester())
    if (!mine) throw new ShopError(`You have no order ${number}`, { status: 404, field: 'number' })
    const order = await cancelOrderByCustomer(await db(), number)
    kickMailWorker()
    return order
  })(request)
}
