import { EnvError, env } from '@/lib/env'

/**
 * Server start-up: a bad setting, or staging/production without AUTH_SECRET, stops it with one line;
 * without AUTH_SECRET in development and test the secret is generated into DATA_DIR (or read from
 * there, where `npm start` put it) before the first request needs it. Then the database is
 * opened and migrated, so a locked data folder fails now with a clear message and the first visitor
 * does not pay PGlite's WASM start-up; the content index is loaded for the router and the
 * prerendered pages for the CSP; the mail outbox and print-file workers, the hourly sweeps of orphaned
 * upload files and of events past their retention, and the feature-flag client start.
 */
export async function startServer(): Promise<void> {
  try {
    env()
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message)
      process.exit(1)
    }
    throw error
  }
  // The build prerenders pages in worker processes; none of them may take the database lock.
  if (process.env.NEXT_PHASE === 'phase-production-build') return
  await requireAuthSecret()
  const { startDatabase } = await import('@/lib/db/startup')
  const { contentSource } = await import('@/lib/cms/content-source')
  const { keepContentIndexFresh, loadContentIndex } = await import('@/lib/cms/content-index-loader')
  const { startMailWorker } = await import('@/lib/mail/runner')
  const { loadPrerenderedRoutes } = await import('@/lib/security/prerendered-routes-loader')
  await Promise.all([
    startDatabase(),
    loadContentIndex(contentSource()),
    loadPrerenderedRoutes(process.env.NODE_ENV === 'production'),
  ])
  keepContentIndexFresh(contentSource())
  // Unknown designs and themes get the complete 404 page from the router (issue 32 point 4).
  const { keepCatalogueIndexFresh } = await import('@/lib/shop/catalogue/catalogue-index-loader')
  const { getDb } = await import('@/lib/db/client')
  await keepCatalogueIndexFresh(getDb)
  // A design tool's saved design or cart line that is not the visitor's: the same 404 page (point 4).
  const { setVisitorSubjectCheck } = await import('@/lib/routing/visitor-subjects')
  const { visitorSubjectCheck } = await import('@/lib/api/editor/visitor-subject-check')
  setVisitorSubjectCheck(visitorSubjectCheck)
  if (env().NODE_ENV === 'development' && !env().STORYBLOK_TOKEN) {
    // The local store's files changed: the router's content index follows at once (docs/adr/0016).
    const { watchContent } = await import('@/lib/cms/dev-content-watcher')
    watchContent('content', () => void loadContentIndex(contentSource()))
  }
  // The mail layer sends what the shop queues; the shop draws the invoices it attaches by reference.
  const { renderShopAttachment } = await import('@/lib/shop/sales/invoices/mail-attachments')
  startMailWorker(renderShopAttachment)
  const { startPrintFileWorker } = await import('@/lib/shop/design-print/print-files/runner')
  startPrintFileWorker()
  const { startUploadSweep } = await import('@/lib/shop/design-print/uploads/sweep-runner')
  startUploadSweep()
  // Events past their retention are announced, then deleted (issue 31 point 9, ADR 0093).
  const { startEventRetentionSweep } = await import('@/lib/shop/events/event/retention-runner')
  startEventRetentionSweep()
  const { startFlagClient } = await import('@/lib/flags/sdk-server')
  startFlagClient()
  await followOtherInstances()
}

/**
 * With PostgreSQL several instances may share the database: a change announced by another one
 * (lib/db/invalidation.ts, ADR 0115) drops this instance's copies of what changed, and expired
 * shared rate counters are swept (once per period across the instances).
 */
async function followOtherInstances(): Promise<void> {
  const url = env().DATABASE_URL
  if (!url) return
  const { listenForInvalidations } = await import('@/lib/db/invalidation')
  const { followContentChange } = await import('@/lib/cms/content-changes')
  const { catalogueChanged } = await import('@/lib/shop/catalogue/read-cache')
  const { loadCatalogueIndex } = await import('@/lib/shop/catalogue/catalogue-index-loader')
  const { bumpRatingsGeneration } = await import('@/lib/shop/catalogue/reviews/ratings')
  const { getDb } = await import('@/lib/db/client')
  const { logger } = await import('@/lib/log/logger')
  const failed = (error: unknown) => logger().warn({ err: error }, 'change of another instance not followed')
  const follow = {
    content: () => followContentChange(),
    catalogue: async () => {
      catalogueChanged()
      await loadCatalogueIndex(await getDb())
    },
    ratings: async () => bumpRatingsGeneration(),
  }
  listenForInvalidations(url, (kind) => void follow[kind]().catch(failed), {
    onError: (error) => logger().warn({ err: error }, 'listening for other instances: connection lost'),
  })
  // The shared rate-limit counters (lib/db/rate-counters.ts) whose window has passed are deleted.
  const { startScheduledJob } = await import('@/lib/runtime/scheduled-job')
  const { sweepExpiredCounters } = await import('@/lib/db/rate-counters')
  startScheduledJob(
    {
      name: 'rate counter sweep',
      everyMs: 10 * 60_000,
      leaseMs: 5 * 60_000,
      checkMs: 60_000,
      firstCheckMs: 90_000,
      run: async (db) => void (await sweepExpiredCounters(db, new Date())),
    },
    getDb,
  )
}

async function requireAuthSecret(): Promise<void> {
  const { AuthSecretMissingError, resolveAuthSecret } = await import('@/lib/auth/secret')
  const { SecretFileError } = await import('@/lib/auth/secret-file')
  try {
    const source = resolveAuthSecret(env())
    if (source.kind === 'file' && source.generated) {
      const { logger } = await import('@/lib/log/logger')
      // The path only, never the value.
      logger().info(
        { file: source.file },
        'generated AUTH_SECRET (readable by the owner only, reused on later starts)',
      )
    }
  } catch (error) {
    if (error instanceof AuthSecretMissingError || error instanceof SecretFileError) {
      console.error(error.message)
      process.exit(1)
    }
    throw error
  }
}
