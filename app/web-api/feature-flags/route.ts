import { FLAG_OVERRIDE_COOKIE, flagsOfBrand } from '@/lib/config/flags'
import { deviceInfo } from '@/lib/flags/device'
import { featureFlagsEndpoint } from '@/lib/api/flags/endpoints'
import { evaluateFlagRequest } from '@/lib/flags/evaluate'
import { parseOverrideCookie } from '@/lib/flags/overrides'
import { evaluateWithSdk } from '@/lib/flags/sdk-server'
import { trafficKeyFrom } from '@/lib/flags/traffic-key'
import { cookieFrom } from '@/lib/api/api-context'
import { handle } from '@/lib/api/endpoint'

export const dynamic = 'force-dynamic'

export const GET = handle(featureFlagsEndpoint, ({ query, ctx, request }) => {
  const cookies = request.headers.get('cookie')
  return evaluateFlagRequest(
    {
      brand: ctx.brand,
      names: query.names ?? flagsOfBrand(ctx.brand),
      key: trafficKeyFrom((name) => cookieFrom(cookies, name) ?? undefined),
      device: deviceInfo(request.headers.get('user-agent')),
      overrides: parseOverrideCookie(cookieFrom(cookies, FLAG_OVERRIDE_COOKIE) ?? undefined),
    },
    evaluateWithSdk,
  )
})
