import { handle } from '@/lib/api/endpoint'
import { withCountCookie } from '@/lib/api/sales/cart/cart-count-cookie'
import { cardAccessoryOrderEndpoint } from '@/lib/api/sales/cart/accessory-order-endpoint'
import { cartOwner } from '@/lib/api/sales/cart/route-support'
import { addAccessoryOrder } from '@/lib/shop/sales/cart/accessory-order'

export const POST = handle(cardAccessoryOrderEndpoint, async ({ body, ctx, db }) =>
  withCountCookie(
    await addAccessoryOrder(await db(), await cartOwner(), body, { locale: ctx.locale, brand: ctx.brand }),
  ),
)
