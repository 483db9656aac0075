import 'server-only'
import { contentFlagsOfBrand } from '@/lib/config/flags'
import { CONTENT_EXPERIMENT_ROUTE } from '@/lib/config/routes'
import { internalPathOf, isStoryRoute, type RequestContext } from '@/lib/routing/resolve-request-context'
import { assignmentSegment } from './content-assignment'
import { evaluateVisitorFlags, type VisitorFlagInput } from './visitor-flags'

/**
 * For a story page (home or content route): the internal path of the cached rendering that matches
 * this visitor's content-experiment assignment, or null for the default experience (the ordinary
 * route). Called by the proxy, which already holds the request's cookies and user agent.
 */
export async function contentExperimentPath(
  context: RequestContext,
  request: Pick<VisitorFlagInput, 'cookie' | 'userAgent'>,
): Promise<string | null> {
  const names = contentFlagsOfBrand(context.brand)
  if (names.length === 0 || !isStoryRoute(context.route)) return null
  const { treatments } = await evaluateVisitorFlags({ brand: context.brand, names, ...request })
  const segment = assignmentSegment(context.brand, treatments)
  if (!segment) return null
  return internalPathOf({ ...context, route: [CONTENT_EXPERIMENT_ROUTE, segment, ...context.route] })
}
