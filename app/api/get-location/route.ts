import { handle } from '@/lib/api/endpoint'
import { getLocationEndpoint } from '@/lib/api/location/endpoint'
import { env } from '@/lib/env'
import { PRIVATE_ANSWER } from '@/lib/http/private-answers'
import { locationHint } from '@/lib/routing/location-hint'

const answer = handle(getLocationEndpoint, ({ request }) =>
  locationHint(request.headers, {
    countryHeader: env().CDN_COUNTRY_HEADER,
    trustedProxies: env().TRUSTED_PROXIES,
  }),
)

/** About one visitor: no shared cache keeps it, and a browser's copy depends on the headers it came from. */
export async function GET(request: Request) {
  const response = await answer(request)
  response.headers.set('Cache-Control', PRIVATE_ANSWER)
  const vary = ['Accept-Language', env().CDN_COUNTRY_HEADER].filter(Boolean).join(', ')
  response.headers.set('Vary', vary)
  return response
}
