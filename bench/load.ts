/**
 * `npm run bench:load` (issue 8, point 6): the production server once on the embedded database and
 * once on a throwaway PostgreSQL cluster, each taking N full checkouts (default 1000) from C
 * concurrent visitors (default 50) over loopback; then the database is checked: 0 lost, 0 duplicated,
 * 0 half orders, 0 server errors, 0 cache leaks. Prints a PASS/MISS table and writes
 * bench/load-results.json. Bounded: each load phase gets an equal share of --max-seconds (default
 * 600: 300 s per database, see ADR 0020); a phase that runs out stops starting checkouts (those in flight finish), and the missing ones
 * count as a MISS.
 * Flags: --checkouts N, --concurrency C, --max-seconds S, --port P, --reuse-build,
 *        --only pglite|postgres. --instances N runs the cluster proof instead (bench/load-cluster.ts):
 *        nginx in front of 1 … N instances on PostgreSQL and S3, one of them killed mid-run.
 */
import { rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { openPgliteFolder, openPostgres } from '@/lib/db/open'
import { MAX_INSTANCES } from '../scripts/cluster'
import { startCluster } from '../scripts/postgres-cluster.mjs'
import { percentile } from './http-client'
import { textTable } from './text-table'
import { runLoad } from './load-run'
import { verifyOrders, type DbVerdict } from './load-verify'
import { buildUnlessReused, prepareDatabase, startShop, stopChild } from './server'

const args = process.argv.slice(2)
const option = (name: string) => {
  const index = args.indexOf(`--${name}`)
  return index >= 0 ? args[index + 1] : undefined
}
const numberOption = (name: string, fallback: number) => {
  const value = Number(option(name) ?? fallback)
  if (!Number.isInteger(value) || value <= 0) throw new Error(`--${name} wants a positive whole number`)
  return value
}
const CHECKOUTS = numberOption('checkouts', 1000)
const CONCURRENCY = numberOption('concurrency', 50)
const MAX_SECONDS = numberOption('max-seconds', 600)
const PORT = numberOption('port', 3950)
const instances = option('instances')
if (instances !== undefined) {
  const count = Number(instances)
  if (!Number.isInteger(count) || count < 1 || count > MAX_INSTANCES)
    throw new Error(`--instances wants a whole number from 1 to ${MAX_INSTANCES}`)
  buildUnlessReused(args.includes('--reuse-build'))
  const { clusterBench } = await import('./load-cluster')
  const pass = await clusterBench({
    instances: count,
    checkouts: CHECKOUTS,
    concurrency: CONCURRENCY,
    maxSeconds: MAX_SECONDS,
    port: PORT,
  })
  process.exit(pass ? 0 : 1)
}
const only = option('only')
const databases = (['pglite', 'postgres'] as const).filter((db) => !only || db === only)
if (databases.length === 0) throw new Error('--only wants pglite or postgres')
const TMP = path.resolve('bench/tmp/load')

interface Phase {
  database: (typeof databases)[number]
  planned: number
  completed: number
  seconds: number
  ordersPerSecond: number
  orderP50: number
  orderP95: number
  checkoutP50: number
  checkoutP95: number
  serverErrors: number
  networkErrors: number
  resets: number
  leaks: string[]
  problems: string[]
  verdict: DbVerdict
}

async function phase(database: Phase['database'], shareMs: number): Promise<Phase> {
  console.log(`\n${database}: preparing …`)
  const dataDir = path.join(TMP, 'data')
  rmSync(TMP, { recursive: true, force: true })
  const cluster = database === 'postgres' ? await startCluster({ database: 'shop_load' }) : undefined
  try {
    const env: Record<string, string> = cluster
      ? { DATABASE_URL: cluster.url, DATA_DIR: dataDir, LOG_LEVEL: 'warn' }
      : { DATA_DIR: dataDir, LOG_LEVEL: 'warn' }
    prepareDatabase(env)
    const server = await startShop(PORT, env)
    const origin = `http://localhost:${PORT}`
    console.log(`${database}: ${CHECKOUTS} checkouts at ${CONCURRENCY} concurrent …`)
    const { run, visitors, seconds } = await runLoad({
      origin,
      checkouts: CHECKOUTS,
      concurrency: CONCURRENCY,
      deadline: Date.now() + shareMs,
    })
    await stopChild(server)
    const handle = cluster ? await openPostgres(cluster.url) : await openPgliteFolder(dataDir)
    let verdict: DbVerdict
    try {
      verdict = await verifyOrders(handle.db, visitors)
    } finally {
      await handle.close()
    }
    const orderMs = visitors.flatMap((v) => v.orderMs).sort((a, b) => a - b)
    const checkoutMs = visitors.map((v) => v.checkoutMs).sort((a, b) => a - b)
    const completed = visitors.filter((v) => v.numbers.length > 0 && v.problems.length === 0).length
    return {
      database,
      planned: CHECKOUTS,
      completed,
      seconds,
      ordersPerSecond: completed / seconds,
      orderP50: percentile(orderMs, 50),
      orderP95: percentile(orderMs, 95),
      checkoutP50: percentile(checkoutMs, 50),
      checkoutP95: percentile(checkoutMs, 95),
      serverErrors: run.statuses.filter((s) => s >= 500).length,
      networkErrors: run.networkErrors,
      resets: run.resets,
      leaks: visitors.flatMap((v) => v.leaks),
      problems: visitors.flatMap((v) => v.problems.map((p) => `${v.marker}: ${p}`)),
      verdict,
    }
  } finally {
    cluster?.stop()
  }
}

function table(phases: Phase[]): string {
  const rows: string[][] = [['database', 'figure', 'value', 'target', '']]
  const judge = (ok: boolean) => (ok ? 'PASS' : 'MISS')
  for (const p of phases) {
    const add = (figure: string, value: string, target = '', ok?: boolean) =>
      rows.push([p.database, figure, value, target, ok === undefined ? '' : judge(ok)])
    add('checkouts completed', `${p.completed} / ${p.planned}`, `= ${p.planned}`, p.completed === p.planned)
    add('lost orders', String(p.verdict.lost), '= 0', p.verdict.lost === 0)
    add('duplicated orders', String(p.verdict.duplicated), '= 0', p.verdict.duplicated === 0)
    add('orders without lines', String(p.verdict.halfOrders), '= 0', p.verdict.halfOrders === 0)
    add(
      'duplicate confirmation mails',
      String(p.verdict.duplicateMails),
      '= 0',
      p.verdict.duplicateMails === 0,
    )
    add('server errors (5xx)', String(p.serverErrors), '= 0', p.serverErrors === 0)
    add('network errors (after one retry)', String(p.networkErrors), '= 0', p.networkErrors === 0)
    add('connections reset, retried', String(p.resets))
    add('cache leaks', String(p.leaks.length), '= 0', p.leaks.length === 0)
    const { printFiles: files, mailStatuses: mails } = p.verdict
    const failedAfter = (files.failed ?? 0) + (mails.failed ?? 0)
    add('print files / mails failed after the answer', String(failedAfter), '= 0', failedAfter === 0)
    const tally = (counts: Record<string, number>) =>
      Object.entries(counts)
        .map(([state, n]) => `${n} ${state}`)
        .join(', ') || 'none'
    add('print files at stop', tally(files))
    add('confirmation mails at stop', tally(mails))
    add('orders in database', String(p.verdict.ordersInDb))
    add('duration', `${p.seconds.toFixed(1)} s`)
    add('orders per second', p.ordersPerSecond.toFixed(1))
    add('order request p50 / p95', `${p.orderP50.toFixed(0)} / ${p.orderP95.toFixed(0)} ms`)
    add('full checkout p50 / p95', `${p.checkoutP50.toFixed(0)} / ${p.checkoutP95.toFixed(0)} ms`)
  }
  return textTable(rows)
}

buildUnlessReused(args.includes('--reuse-build'))
// Each phase gets an equal, fixed share: a slow first phase cannot starve the second.
const share = (MAX_SECONDS * 1000) / databases.length
const phases: Phase[] = []
for (const database of databases) phases.push(await phase(database, share))
const output = table(phases)
console.log(`\n${output}`)
for (const p of phases) {
  for (const line of [...p.leaks, ...p.problems, ...p.verdict.details].slice(0, 10)) {
    console.log(`  ${p.database}: ${line}`)
  }
}
const pass = phases.every(
  (p) =>
    p.completed === p.planned &&
    p.verdict.lost + p.verdict.duplicated + p.verdict.halfOrders + p.verdict.duplicateMails === 0 &&
    (p.verdict.printFiles.failed ?? 0) + (p.verdict.mailStatuses.failed ?? 0) === 0 &&
    p.serverErrors + p.networkErrors + p.leaks.length === 0,
)
writeFileSync(
  'bench/load-results.json',
  `${JSON.stringify(
    {
      at: new Date().toISOString(),
      node: process.version,
      checkouts: CHECKOUTS,
      concurrency: CONCURRENCY,
      maxSeconds: MAX_SECONDS,
      pass,
      phases: phases.map((p) => ({ ...p, leaks: p.leaks.slice(0, 50), problems: p.problems.slice(0, 50) })),
    },
    null,
    2,
  )}\n`,
)
console.log(`\n${pass ? 'PASS' : 'MISS'}: written to bench/load-results.json`)
process.exit(pass ? 0 : 1)
