/**
 * `npm run bench:load -- --instances N` (issue 33, point 5; ADR 0116): the checkout load through nginx
 * in front of 1, 2, … N shop instances on PostgreSQL and s3rver (scripts/cluster.ts), one phase per
 * instance count on a fresh cluster. In the phase with N instances (N ≥ 2) instance N is killed with
 * SIGKILL at 40 % of the checkouts and started again 2 s later. In every phase a signed CMS publish goes
 * through the balancer at 60 % (after the restart) and each instance is polled directly until its
 * cached home page is gone (target: within 2 s of the webhook's answer). After the load the bench waits for the mails and print
 * files, then checks: 0 lost, 0 duplicated orders (load-verify.ts), each confirmation mail delivered
 * exactly once to an SMTP sink, each print file exactly once in the bucket (load-cluster-verify.ts),
 * 0 cross-visitor leaks, 0 server errors. Prints orders/s per instance count side by side.
 * Bounded: --max-seconds is shared equally by the phases; in each, the load gets three quarters of its
 * share and the wait for mails and print files the rest (setting up a cluster comes on top).
 */
import { createHmac } from 'node:crypto'
import { writeFileSync } from 'node:fs'
import { openPostgres } from '@/lib/db/open'
import { smtpSink } from '@/lib/mail/testing/smtp-sink'
import { startShopCluster, type ShopCluster } from '../scripts/cluster'
import { CACHE_HEADER } from '../server/cached-handler.mjs'
import { get, percentile, send } from './http-client'
import { openWork, verifyDelivery, type DeliveryVerdict } from './load-cluster-verify'
import { runLoad } from './load-run'
import { textTable } from './text-table'
import { verifyOrders, type DbVerdict } from './load-verify'

export interface ClusterBenchOptions {
  instances: number
  checkouts: number
  concurrency: number
  maxSeconds: number
  /** nginx's port; the instances and s3rver take the next ones. */
  port: number
}

/** How fast a publish must reach every instance (issue 33, point 5). */
const PUBLISH_TARGET_MS = 2000
/** Polling an instance for the publish stops after this long. */
const PUBLISH_GIVE_UP_MS = 15_000
/** The card brand's home page: prerendered, so each instance keeps it in its response cache. */
const HOME = '/de/'
/** Waiting for mails and print files ends when none was finished for this long. */
const STALLED_MS = 30_000
/** The crashed instance stays down this long before it is started again. */
const DOWN_MS = 2000

interface Crash {
  instance: string
  atCheckout: number
  /** From the kill to the restarted instance answering its health check. */
  backAfterSeconds: number | null
}

interface Publish {
  status: number
  /** From sending the signed webhook to its answer (the instance that took it has cleared its cache). */
  answerMs: number
  /**
   * Per instance: from the webhook's answer to sending the first request that its cache no longer
   * answered (polled every 50 ms); 0 when that was already the first request after the answer.
   */
  reached: Array<{ instance: string; ms: number | null }>
  problem?: string
}

interface ClusterPhase {
  instances: number
  planned: number
  completed: number
  seconds: number
  ordersPerSecond: number
  orderP50: number
  orderP95: number
  serverErrors: number
  networkErrors: number
  balancerRetries: number
  leaks: string[]
  problems: string[]
  unexpectedExits: string[]
  crash?: Crash
  publish?: Publish
  drainSeconds: number
  verdict: DbVerdict
  delivery: DeliveryVerdict
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** GETs the home page until the instance answers it from its response cache (at most 8 tries). */
async function warm(origin: string): Promise<boolean> {
  for (let i = 0; i < 8; i++) {
    if ((await get(`${origin}${HOME}`)).headers[CACHE_HEADER] === 'hit') return true
    await sleep(100)
  }
  return false
}

/**
 * A signed CMS publish through the balancer (it lands on one instance), then each instance polled
 * directly: the first home page not answered from the cache it held before shows the publish arrived.
 */
async function publishAndWatch(cluster: ShopCluster): Promise<Publish> {
  const warmed = await Promise.all(cluster.instances.map((instance) => warm(instance.origin)))
  const cold = cluster.instances.filter((_, i) => !warmed[i]).map((instance) => instance.name)
  if (cold.length > 0)
    return { status: 0, answerMs: 0, reached: [], problem: `home page never cached on ${cold.join(', ')}` }
  const body = JSON.stringify({ action: 'published', text: 'load bench publish', story_id: 1 })
  const signature = createHmac('sha1', cluster.env.CMS_WEBHOOK_SECRET ?? '')
    .update(body)
    .digest('hex')
  const sent = performance.now()
  const answer = await send('POST', `${cluster.origin}/cms-webhook`, {
    raw: Buffer.from(body),
    headers: { 'content-type': 'application/json', 'webhook-signature': signature },
  })
  const answered = performance.now()
  const reached = await Promise.all(
    cluster.instances.map(async (instance) => {
      while (performance.now() - answered < PUBLISH_GIVE_UP_MS) {
        const asked = performance.now()
        const page = await get(`${instance.origin}${HOME}`)
        if (page.headers[CACHE_HEADER] === undefined)
          return { instance: instance.name, ms: Math.max(0, asked - answered) }
        await sleep(50)
      }
      return { instance: instance.name, ms: null }
    }),
  )
  return { status: answer.status, answerMs: answered - sent, reached }
}

async function phase(count: number, options: ClusterBenchOptions, shareMs: number): Promise<ClusterPhase> {
  console.log(`\n${count} instance${count > 1 ? 's' : ''}: starting PostgreSQL, s3rver, the shop and nginx …`)
  const sink = await smtpSink()
  const unexpectedExits: string[] = []
  const cluster = await startShopCluster({
    instances: count,
    port: options.port,
    output: 'quiet',
    env: { SMTP_URL: sink.url },
    onUnexpectedExit: (part, code, signal) => unexpectedExits.push(`${part}: ${signal ?? `code ${code}`}`),
  })
  const handle = await openPostgres(cluster.databaseUrl)
  try {
    const started = Date.now()
    const crashAt = count >= 2 && count === options.instances ? Math.floor(options.checkouts * 0.4) : -1
    const publishAt = Math.floor(options.checkouts * 0.6)
    let crash: Crash | undefined
    let restarted: Promise<void> = Promise.resolve()
    let published: Promise<Publish> | undefined
    const victim = cluster.instances.at(-1)!
    const onStart = (index: number) => {
      if (index === crashAt) {
        const killedAt = performance.now()
        crash = { instance: victim.name, atCheckout: index, backAfterSeconds: null }
        const record = crash
        console.log(`  kill -9 ${victim.name} at checkout ${index}`)
        victim.crash()
        restarted = sleep(DOWN_MS)
          .then(() => victim.restart())
          .then(() => {
            record.backAfterSeconds = (performance.now() - killedAt) / 1000
            console.log(`  ${victim.name} is back after ${record.backAfterSeconds.toFixed(1)} s`)
          })
      }
      if (index === publishAt) {
        // After the restart: the restarted instance must hear the publish too.
        published = restarted.then(() => publishAndWatch(cluster))
      }
    }
    console.log(
      `  ${options.checkouts} checkouts at ${options.concurrency} concurrent through ${cluster.origin} …`,
    )
    const { run, visitors, seconds } = await runLoad({
      origin: cluster.origin,
      checkouts: options.checkouts,
      concurrency: options.concurrency,
      deadline: started + shareMs * 0.75,
      onStart,
    })
    await restarted.catch((error: unknown) => unexpectedExits.push(`restart: ${String(error)}`))
    const publish = await (published ?? publishAndWatch(cluster)).catch((error: unknown): Publish => ({
      status: 0,
      answerMs: 0,
      reached: [],
      problem: String(error),
    }))
    const drainStart = Date.now()
    // Until everything is done, the share is used up, or nothing moved for a while: what is left then
    // is held by the killed instance's leases (minutes), reported as not yet delivered.
    let open = await openWork(handle.db)
    let lastChange = Date.now()
    while (open > 0 && Date.now() < started + shareMs && Date.now() - lastChange < STALLED_MS) {
      await sleep(1000)
      const now = await openWork(handle.db)
      if (now !== open) lastChange = Date.now()
      open = now
    }
    const drainSeconds = (Date.now() - drainStart) / 1000
    const verdict = await verifyOrders(handle.db, visitors)
    const delivery = await verifyDelivery(handle.db, sink.messages, cluster.s3)
    const orderMs = visitors.flatMap((v) => v.orderMs).sort((a, b) => a - b)
    const completed = visitors.filter((v) => v.numbers.length > 0 && v.problems.length === 0).length
    return {
      instances: count,
      planned: options.checkouts,
      completed,
      seconds,
      ordersPerSecond: completed / seconds,
      orderP50: percentile(orderMs, 50),
      orderP95: percentile(orderMs, 95),
      serverErrors: run.statuses.filter((s) => s >= 500).length,
      networkErrors: run.networkErrors,
      balancerRetries: run.balancerRetries,
      leaks: visitors.flatMap((v) => v.leaks),
      problems: visitors.flatMap((v) => v.problems.map((p) => `${v.marker}: ${p}`)),
      unexpectedExits,
      crash,
      publish,
      drainSeconds,
      verdict,
      delivery,
    }
  } finally {
    await handle.close()
    await cluster.stop()
    await sink.stop()
  }
}

interface Figure {
  name: string
  target: string
  value: (p: ClusterPhase) => string
  /** Undefined: shown, not judged. */
  ok?: (p: ClusterPhase) => boolean
}

const tally = (counts: Record<string, number>) =>
  Object.entries(counts)
    .map(([state, n]) => `${n} ${state}`)
    .join(', ') || '0'

const FIGURES: Figure[] = [
  {
    name: 'checkouts completed',
    target: '= planned',
    value: (p) => `${p.completed} / ${p.planned}`,
    ok: (p) => p.completed === p.planned,
  },
  {
    name: 'lost orders',
    target: '= 0',
    value: (p) => String(p.verdict.lost),
    ok: (p) => p.verdict.lost === 0,
  },
  {
    name: 'duplicated orders',
    target: '= 0',
    value: (p) => String(p.verdict.duplicated),
    ok: (p) => p.verdict.duplicated === 0,
  },
  {
    name: 'orders without lines',
    target: '= 0',
    value: (p) => String(p.verdict.halfOrders),
    ok: (p) => p.verdict.halfOrders === 0,
  },
  {
    name: 'confirmation mails delivered once',
    target: '= orders',
    value: (p) => `${p.delivery.mailsOnce} / ${p.verdict.ordersInDb}`,
    ok: (p) => p.delivery.mailsOnce + pendingMails(p) === p.verdict.ordersInDb,
  },
  {
    name: 'mails delivered twice / lost',
    target: '= 0',
    value: (p) => `${p.delivery.mailsTwice} / ${p.delivery.mailsLost}`,
    ok: (p) => p.delivery.mailsTwice + p.delivery.mailsLost === 0,
  },
  { name: 'mails not delivered at stop', target: '', value: (p) => tally(p.delivery.mailsPending) },
  {
    name: 'print files once in the bucket',
    target: '= jobs',
    value: (p) => `${p.delivery.printFilesOnce} / ${p.delivery.printFiles}`,
    ok: (p) => p.delivery.printFilesOnce + pendingPrints(p) === p.delivery.printFiles,
  },
  {
    name: 'print jobs twice / missing / stray objects',
    target: '= 0',
    value: (p) =>
      `${p.delivery.printJobsTwice} / ${p.delivery.printFilesMissing} / ${p.delivery.strayObjects}`,
    ok: (p) => p.delivery.printJobsTwice + p.delivery.printFilesMissing + p.delivery.strayObjects === 0,
  },
  { name: 'print files rendered again', target: '', value: (p) => String(p.delivery.renderedAgain) },
  { name: 'print files still open at stop', target: '', value: (p) => tally(p.delivery.printPending) },
  {
    name: 'server errors (5xx)',
    target: '= 0',
    value: (p) => String(p.serverErrors),
    ok: (p) => p.serverErrors === 0,
  },
  {
    name: 'network errors',
    target: '= 0',
    value: (p) => String(p.networkErrors),
    ok: (p) => p.networkErrors === 0,
  },
  { name: 'balancer "try again", retried', target: '', value: (p) => String(p.balancerRetries) },
  {
    name: 'cross-visitor leaks',
    target: '= 0',
    value: (p) => String(p.leaks.length),
    ok: (p) => p.leaks.length === 0,
  },
  {
    name: 'parts that died unasked',
    target: '= 0',
    value: (p) => String(p.unexpectedExits.length),
    ok: (p) => p.unexpectedExits.length === 0,
  },
  {
    name: 'kill -9 (instance, checkout, back after)',
    target: '',
    value: (p) =>
      p.crash
        ? `${p.crash.instance}, #${p.crash.atCheckout}, ${p.crash.backAfterSeconds?.toFixed(1) ?? '?'} s`
        : '—',
  },
  {
    name: 'CMS publish on every instance',
    target: `≤ ${PUBLISH_TARGET_MS} ms after`,
    value: (p) => publishText(p.publish),
    ok: (p) => publishOk(p.publish),
  },
  { name: 'load duration', target: '', value: (p) => `${p.seconds.toFixed(1)} s` },
  { name: 'wait for mails and print files', target: '', value: (p) => `${p.drainSeconds.toFixed(0)} s` },
  { name: 'orders per second', target: '', value: (p) => p.ordersPerSecond.toFixed(1) },
  {
    name: 'order request p50 / p95',
    target: '',
    value: (p) => `${p.orderP50.toFixed(0)} / ${p.orderP95.toFixed(0)} ms`,
  },
]

/** Mails still leased by the killed instance are late, not lost: they are sent once its lease runs out. */
const pendingMails = (p: ClusterPhase) =>
  (p.delivery.mailsPending.queued ?? 0) + (p.delivery.mailsPending.sending ?? 0)
const pendingPrints = (p: ClusterPhase) =>
  (p.delivery.printPending.queued ?? 0) + (p.delivery.printPending.rendering ?? 0)

function publishOk(publish: Publish | undefined): boolean {
  return (
    publish !== undefined &&
    publish.status === 200 &&
    publish.reached.length > 0 &&
    publish.reached.every((r) => r.ms !== null && r.ms <= PUBLISH_TARGET_MS)
  )
}

function publishText(publish: Publish | undefined): string {
  if (!publish) return 'not run'
  if (publish.problem) return publish.problem
  if (publish.status !== 200) return `webhook answered ${publish.status}`
  const slowest = Math.max(...publish.reached.map((r) => r.ms ?? Infinity))
  const answer = `webhook ${publish.answerMs.toFixed(0)} ms`
  return Number.isFinite(slowest)
    ? `${answer}, then ≤ ${slowest.toFixed(0)} ms`
    : `${answer}, not on every instance`
}

function table(phases: readonly ClusterPhase[]): string {
  const rows = [
    ['figure', 'target', ...phases.map((p) => `${p.instances} instance${p.instances > 1 ? 's' : ''}`)],
    ...FIGURES.map((figure) => [
      figure.name,
      figure.target,
      ...phases.map((p) => `${figure.value(p)}${figure.ok && !figure.ok(p) ? '  MISS' : ''}`),
    ]),
  ]
  return textTable(rows)
}

/** Runs the phases, prints the table, writes bench/load-cluster-results.json; true when all passed. */
export async function clusterBench(options: ClusterBenchOptions): Promise<boolean> {
  const shareMs = (options.maxSeconds * 1000) / options.instances
  const phases: ClusterPhase[] = []
  for (let count = 1; count <= options.instances; count++) phases.push(await phase(count, options, shareMs))
  console.log(`\n${table(phases)}`)
  for (const p of phases) {
    const lines = [
      ...p.unexpectedExits,
      ...p.leaks,
      ...p.problems,
      ...p.verdict.details,
      ...p.delivery.details,
      ...(p.publish?.reached ?? []).map(
        (r) => `publish reached ${r.instance} after ${r.ms?.toFixed(0) ?? '—'} ms`,
      ),
    ]
    for (const line of lines.slice(0, 12)) console.log(`  ${p.instances}: ${line}`)
  }
  const pass = phases.every((p) => FIGURES.every((figure) => !figure.ok || figure.ok(p)))
  writeFileSync(
    'bench/load-cluster-results.json',
    `${JSON.stringify(
      {
        at: new Date().toISOString(),
        node: process.version,
        ...options,
        pass,
        phases: phases.map((p) => ({ ...p, leaks: p.leaks.slice(0, 50), problems: p.problems.slice(0, 50) })),
      },
      null,
      2,
    )}\n`,
  )
  console.log(`\n${pass ? 'PASS' : 'MISS'}: written to bench/load-cluster-results.json`)
  return pass
}
