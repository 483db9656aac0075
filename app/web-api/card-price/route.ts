import { handle } from '@/lib/http/endpoint'
import { quoteCardLine } from '@/lib/shop/pricing/card-line'
import { cardPriceEndpoint } from '@/lib/shop/pricing/endpoints'

export const POST = handle(cardPriceEndpoint, ({ body }) => quoteCardLine(body))
