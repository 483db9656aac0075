import { handle } from '@/lib/http/endpoint'
import { calendarDesignGroupEndpoint } from '@/lib/shop/calendar/endpoints'
import { listCalendarDesignGroups } from '@/lib/shop/calendar/listing'

export const GET = handle(calendarDesignGroupEndpoint, ({ query, ctx }) =>
  listCalendarDesignGroups(query, ctx.locale),
)
