import { sql } from 'drizzle-orm'
import { getDbHandle } from '@/lib/db/client'
import { APP_VERSION, logger } from '@/lib/log/logger'

export interface Health {
  status: 'ok' | 'degraded'
  version: string
  database: { status: 'ok' | 'unavailable'; driver?: string }
}

export async function checkHealth(): Promise<Health> {
  try {
    const handle = await getDbHandle()
    await handle.db.execute(sql`select 1`)
    return { status: 'ok', version: APP_VERSION, database: { status: 'ok', driver: handle.driver } }
  } catch (error) {
    logger().error({ err: error }, 'health check: database unavailable')
    return { status: 'degraded', version: APP_VERSION, database: { status: 'unavailable' } }
  }
}
