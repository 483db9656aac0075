import { getDb } from '@/lib/db/client'
import { handle } from '@/lib/http/endpoint'
import { checkoutQuoteEndpoint } from '@/lib/shop/checkout/endpoints'
import { quoteCheckout } from '@/lib/shop/checkout/quote'
import { readVisitorKey } from '@/lib/visitor/server'

export const POST = handle(checkoutQuoteEndpoint, async ({ body, ctx }) => {
  const visitorKey = await readVisitorKey()
  return quoteCheckout(await getDb(), visitorKey ? { visitorKey } : null, body, ctx.locale)
})
