import { getDb } from '@/lib/db/client'
import { handle } from '@/lib/http/endpoint'
import { kickMailWorker } from '@/lib/mail/runner'
import { cartOwner } from '@/lib/shop/cart/route-support'
import { cancelOrderEndpoint } from '@/lib/shop/checkout/endpoints'
import { ShopError } from '@/lib/shop/errors'
import { cancelOrderByCustomer } from '@/lib/shop/orders/change-status'
import { ORDER_NUMBER_PATTERN } from '@/lib/shop/orders/number'
import { orderForOwner } from '@/lib/shop/orders/read'

export async function POST(request: Request, { params }: { params: Promise<{ number: string }> }) {
  const { number } = await params
  return handle(cancelOrderEndpoint, async () => {
    const db = await getDb()
    const mine = ORDER_NUMBER_PATTERN.test(number) ? await orderForOwner(db, number, await cartOwner()) : null
    if (!mine) throw new ShopError(`You have no order ${number}`, { status: 404, field: 'number' })
    const order = await cancelOrderByCustomer(db, number)
    kickMailWorker()
    return order
  })(request)
}
