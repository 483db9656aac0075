import { logger } from '@/lib/log/logger'
import { getDbHandle } from './client'
import { DatabaseLockedError } from './lock'
import { migrateDb } from './migrate'

/**
 * Server start-up: open and migrate the configured database. A folder owned by another process is
 * fatal (one clear line, exit 1); any other failure is logged and pages that need the database show
 * the error page until it is reachable again (getDb retries on the next call).
 */
export async function startDatabase(): Promise<void> {
  try {
    const handle = await getDbHandle()
    const { applied } = await migrateDb(handle.db)
    logger().info({ database: handle.label, migrationsApplied: applied }, 'database ready')
  } catch (error) {
    if (error instanceof DatabaseLockedError) {
      console.error(error.message)
      process.exit(1)
    }
    logger().error({ err: error }, 'database start-up failed')
  }
}
