import { createSharedRateLimiter } from '@/lib/http/rate-limit'
import { jsonError } from '@/lib/http/json'
import { receiveClientError } from '@/lib/api/client-errors'
import { createThrottle } from '@/lib/log/throttle'

// Shared by all instances (ADR 0115); the log throttle stays per process, like the log it protects.
const limiter = createSharedRateLimiter('client-errors', { limit: 30, windowMs: 60_000 })
const throttle = createThrottle()

export async function POST(request: Request): Promise<Response> {
  return receiveClientError(request, { limiter, throttle, now: Date.now })
}

function methodNotAllowed(): Response {
  return jsonError(405, 'Method not allowed; send error reports with POST', undefined, {
    headers: { Allow: 'POST' },
  })
}

export { methodNotAllowed as GET, methodNotAllowed as HEAD, methodNotAllowed as PUT }
export { methodNotAllowed as PATCH, methodNotAllowed as DELETE, methodNotAllowed as OPTIONS }
