import { healthResponse } from '@/lib/api/health'

export const dynamic = 'force-dynamic'

/** Liveness and database check for load balancers and the test runner's start-up wait. */
export async function GET() {
  return healthResponse()
}
