import { NextResponse } from 'next/server'
import { checkHealth } from '@/lib/db/health'

export const dynamic = 'force-dynamic'

/** Liveness and database check for load balancers and the test runner's start-up wait. */
export async function GET() {
  const health = await checkHealth()
  return NextResponse.json(health, {
    status: health.status === 'ok' ? 200 : 503,
    headers: { 'Cache-Control': 'no-store' },
  })
}
