import { handle } from '@/lib/http/endpoint'
import { calendarPriceEndpoint } from '@/lib/shop/calendar/endpoints'
import { quoteCalendar } from '@/lib/shop/calendar/pricing'
import { resolveShopCurrency } from '@/lib/shop/pricing/shop-currency'

export const GET = handle(calendarPriceEndpoint, ({ query, ctx }) =>
  quoteCalendar(query, resolveShopCurrency(ctx.locale, query.currency)),
)
