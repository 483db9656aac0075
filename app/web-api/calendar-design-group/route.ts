import { handle } from '@/lib/api/endpoint'
import { calendarDesignGroupEndpoint } from '@/lib/api/photo-products/calendar/endpoints'
import { listCalendarDesignGroups } from '@/lib/shop/photo-products/calendar/listing'

export const GET = handle(calendarDesignGroupEndpoint, ({ query, ctx }) =>
  listCalendarDesignGroups(query, ctx.locale),
)
