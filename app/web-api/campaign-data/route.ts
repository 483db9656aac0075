import { handle } from '@/lib/api/endpoint'
import { withLifetime } from '@/lib/api/answer-lifetime'
import {
  campaignData,
  campaignDataEndpoint,
  campaignDataResponseSchema,
} from '@/lib/api/content/campaign-endpoint'

const answer = handle(campaignDataEndpoint, ({ ctx }) => campaignData(ctx, new Date()))

/**
 * Public and the same for everyone of a brand and locale, but only until the campaign ends (or the
 * next starts): no cache keeps it longer. The brand and locale come from the channel and locale
 * headers, else from the host and the brand cookie, so a cache keys on all of them.
 */
export async function GET(request: Request) {
  const response = await withLifetime(
    answer(request),
    (json) => campaignDataResponseSchema.parse(json).validForSeconds,
  )
  response.headers.set('Vary', 'channel, locale, cookie')
  return response
}
