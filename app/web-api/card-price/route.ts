import { handle } from '@/lib/api/endpoint'
import { quoteCardLine } from '@/lib/shop/sales/pricing/card-line'
import { cardPriceEndpoint } from '@/lib/api/sales/pricing/endpoints'

export const POST = handle(cardPriceEndpoint, ({ body }) => quoteCardLine(body))
