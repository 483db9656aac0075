import { getDb } from '@/lib/db/client'
import { handle } from '@/lib/http/endpoint'
import { checkoutQuoteEndpoint } from '@/lib/shop/checkout/endpoints'
import { quoteCheckout } from '@/lib/shop/checkout/quote'
import { ownerOrNull, readRequestOwner } from '@/lib/auth/request-owner'

export const POST = handle(checkoutQuoteEndpoint, async ({ body, ctx }) => {
  return quoteCheckout(await getDb(), ownerOrNull(await readRequestOwner()), body, ctx.locale)
})
