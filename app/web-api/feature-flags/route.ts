import { flagsOfBrand } from '@/lib/config/flags'
import { featureFlagsEndpoint } from '@/lib/api/flags/endpoints'
import { evaluateVisitorFlags } from '@/lib/flags/visitor-flags'
import { cookieFrom } from '@/lib/api/api-context'
import { handle } from '@/lib/api/endpoint'

export const dynamic = 'force-dynamic'

/**
 * The same evaluation as a page's (overrides, crawler and keyless rules, the monitoring record): a
 * page rendered once for everyone asks here for the visitor's treatments after hydration (ADR 0112).
 */
export const GET = handle(featureFlagsEndpoint, async ({ query, ctx, request }) => {
  const cookies = request.headers.get('cookie')
  const { treatments, source, origins } = await evaluateVisitorFlags({
    brand: ctx.brand,
    names: query.names ?? flagsOfBrand(ctx.brand),
    cookie: (name) => cookieFrom(cookies, name) ?? undefined,
    userAgent: request.headers.get('user-agent'),
  })
  return { treatments, source, origins }
})
