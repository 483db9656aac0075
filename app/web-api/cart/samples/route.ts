import { getDb } from '@/lib/db/client'
import { addSample } from '@/lib/shop/cart/cart'
import { withCountCookie } from '@/lib/shop/cart/cart-count-cookie'
import { addSampleEndpoint } from '@/lib/shop/cart/endpoints'
import { cartOwner, jsonOrForm } from '@/lib/shop/cart/route-support'

export const POST = jsonOrForm(
  addSampleEndpoint,
  (fields) => fields,
  async (body, ctx) =>
    withCountCookie(await addSample(await getDb(), await cartOwner(), body.designId, { locale: ctx.locale })),
)
