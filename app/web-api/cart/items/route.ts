import { addCartItem } from '@/lib/shop/sales/cart/cart'
import { withCountCookie } from '@/lib/api/sales/cart/cart-count-cookie'
import { addCartItemEndpoint } from '@/lib/api/sales/cart/endpoints'
import { cartOwner, jsonOrForm } from '@/lib/api/sales/cart/route-support'
import { cartItemFromForm } from '@/lib/shop/sales/cart/schema'

export const POST = jsonOrForm(addCartItemEndpoint, cartItemFromForm, async ({ body, ctx, db }) =>
  withCountCookie(
    await addCartItem(await db(), await cartOwner(), body, { locale: ctx.locale, brand: ctx.brand }),
  ),
)
