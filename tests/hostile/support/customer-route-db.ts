import { afterAll, beforeAll } from 'vitest'
import { openTestDb } from '@/lib/db/test-db'
import type { Db, DbHandle } from '@/lib/db/types'
import { resetEnvForTests } from '@/lib/env'
import { resetLoggerForTests } from '@/lib/log/logger'
import type { CustomerDeps } from '@/lib/shop/customers/deps'
import { testDeps } from '@/lib/shop/customers/testing/customer-test-kit'

export interface CustomerRouteDb {
  readonly db: Db
  readonly deps: CustomerDeps
}

/**
 * The world of a hostile test that calls the customer routes: a test database opened before all
 * tests (its deps handed to the file's `vi.mock` of customerDeps through `state`), the test
 * environment and a silent logger, all closed and reset after. The mocks stay in the test file,
 * because vitest hoists `vi.mock` only there.
 */
export function customerRouteDb(
  state: { deps: unknown },
  /** Another test database (one with catalogue designs, for instance). */
  open: () => Promise<DbHandle> = openTestDb,
): CustomerRouteDb {
  let handle: DbHandle | undefined
  let deps: CustomerDeps | undefined
  beforeAll(async () => {
    handle = await open()
    deps = testDeps(handle.db)
    state.deps = deps
    resetEnvForTests({ APP_ENV: 'test', LOG_LEVEL: 'silent' })
    resetLoggerForTests({ write: () => {} })
  }, 180_000)
  afterAll(async () => {
    resetEnvForTests()
    resetLoggerForTests()
    await handle?.close()
  })
  const opened = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the test database opens in beforeAll')
    return value
  }
  return {
    get db() {
      return opened(handle).db
    },
    get deps() {
      return opened(deps)
    },
  }
}
