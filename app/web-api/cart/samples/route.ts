import { addSample } from '@/lib/shop/sales/cart/cart'
import { withCountCookie } from '@/lib/api/sales/cart/cart-count-cookie'
import { addSampleEndpoint } from '@/lib/api/sales/cart/endpoints'
import { cartOwner, jsonOrForm } from '@/lib/api/sales/cart/route-support'

export const POST = jsonOrForm(
  addSampleEndpoint,
  (fields) => fields,
  async ({ body, ctx, db }) =>
    withCountCookie(
      await addSample(await db(), await cartOwner(), body.designId, { locale: ctx.locale, brand: ctx.brand }),
    ),
)
