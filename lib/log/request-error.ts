import { isBrandKey } from '@/lib/config/brands'
import { CONTEXT_HEADERS } from '@/lib/routing/context-headers'
import { requestLogger } from './logger'

type Headers = Record<string, string | string[] | undefined>

function header(headers: Headers, name: string): string | undefined {
  const value = headers[name]
  return Array.isArray(value) ? value[0] : value
}

/** A server error with the spec's context fields: channel and locale as the proxy set them, the URL redacted. */
export function logRequestError(
  error: unknown,
  request: { path: string; method: string; headers: Headers },
  context: { routerKind: string; routePath: string; routeType: string },
): void {
  const channel = header(request.headers, CONTEXT_HEADERS.brand)
  requestLogger({
    channel: isBrandKey(channel) ? channel : undefined,
    locale: header(request.headers, CONTEXT_HEADERS.locale),
    url: request.path,
  }).error(
    { err: error, method: request.method, route: context.routePath, routeType: context.routeType },
    'request failed',
  )
}
