import { handle } from '@/lib/api/endpoint'
import { checkoutQuoteEndpoint } from '@/lib/api/sales/checkout/endpoints'
import { quoteCheckout } from '@/lib/shop/sales/checkout/quote'
import { ownerOrNull, readRequestOwner } from '@/lib/api/session/request-owner'

export const POST = handle(checkoutQuoteEndpoint, async ({ body, ctx, db }) => {
  return quoteCheckout(await db(), ownerOrNull(await readRequestOwner()), body, ctx.locale)
})
