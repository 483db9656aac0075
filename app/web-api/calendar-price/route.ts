import { handle } from '@/lib/api/endpoint'
import { calendarPriceEndpoint } from '@/lib/api/photo-products/calendar/endpoints'
import { quoteCalendar } from '@/lib/shop/photo-products/calendar/pricing'
import { resolveShopCurrency } from '@/lib/shop/sales/pricing/shop-currency'

export const GET = handle(calendarPriceEndpoint, ({ query, ctx }) =>
  quoteCalendar(query, resolveShopCurrency(ctx.locale, query.currency)),
)
