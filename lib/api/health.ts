import { checkHealth } from '@/lib/db/health'

/**
 * GET /web-api/health: liveness and a database round trip for load balancers and the test runner's
 * start-up wait; 503 while the database is unavailable, never cached.
 */
export async function healthResponse(): Promise<Response> {
  const health = await checkHealth()
  return Response.json(health, {
    status: health.status === 'ok' ? 200 : 503,
    headers: { 'Cache-Control': 'no-store' },
  })
}
