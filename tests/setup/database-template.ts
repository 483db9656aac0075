import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGLITE_TEMPLATE_ENV, writePgliteTemplate } from '@/lib/db/testing/pglite-template'
import { POSTGRES_TEMPLATE_ENV, createPostgresTemplate } from '@/lib/db/testing/postgres-template'

/**
 * vitest global set-up: migrates one template database before any test file starts, so that each
 * openTestDb() copies it instead of paying initdb and every migration again (ADR 0032). The
 * variables set here reach the workers, which vitest starts after this has run. Built afresh each
 * run from the committed migrations, so a new migration can never meet a stale template.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const adminUrl = process.env.TEST_DATABASE_URL
  if (adminUrl) {
    const name = `shop_test_template_${process.pid}`
    const drop = await createPostgresTemplate(adminUrl, name)
    process.env[POSTGRES_TEMPLATE_ENV] = name
    return drop
  }
  const folder = mkdtempSync(join(tmpdir(), 'shop-pglite-template-'))
  const file = join(folder, 'migrated.tar')
  await writePgliteTemplate(file)
  process.env[PGLITE_TEMPLATE_ENV] = file
  return async () => rmSync(folder, { recursive: true, force: true })
}
