import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGLITE_TEMPLATE_ENV, writePgliteTemplates } from '@/lib/db/testing/pglite-template'
import { announceTemplate, createPostgresTemplate } from '@/lib/db/testing/postgres-template'
import { seedDb } from '@/lib/shop/catalogue/seed/seed-db'

/**
 * vitest global set-up: prepares the template databases before any test file starts, so that each
 * test database is a copy instead of paying initdb and every migration again (ADR 0032). The
 * variables set here reach the workers, which vitest starts after this has run. Built afresh each
 * run from the committed migrations, so a new migration can never meet a stale template.
 * The PGlite dumps are written on the PostgreSQL run too: the migration tests use PGlite there as well.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const folder = mkdtempSync(join(tmpdir(), 'shop-pglite-templates-'))
  const removeFolder = () => rmSync(folder, { recursive: true, force: true })
  try {
    await writePgliteTemplates(folder, seedDb)
  } catch (error) {
    removeFolder()
    throw error
  }
  process.env[PGLITE_TEMPLATE_ENV] = folder

  const adminUrl = process.env.TEST_DATABASE_URL
  if (!adminUrl) return async () => removeFolder()
  const name = `shop_test_template_${process.pid}`
  const drop = await createPostgresTemplate(adminUrl, name, seedDb).catch((error: unknown) => {
    removeFolder()
    throw error
  })
  announceTemplate(adminUrl, name)
  return async () => {
    removeFolder()
    await drop()
  }
}
