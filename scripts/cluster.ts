/**
 * `npm run cluster` (issue 33, point 4; ADR 0116): the shop as N identical instances on this machine,
 * all on loopback — a throwaway PostgreSQL (scripts/postgres-cluster.mjs), an S3 server from the
 * registry (s3rver, lib/storage/testing/s3-server.mjs), N production servers (server/start.mjs) on
 * ports P+1 … P+N configured by environment variables alone, and nginx on port P balancing over them
 * (scripts/cluster-nginx.ts), s3rver on P+N+1. Migrations and seed run once, before any instance starts. Ctrl-C stops
 * everything; so does any part that exits on its own, with its name in the message.
 * Options: --instances N (default 2), --port P (default 3000). The load proof (bench/load.ts
 * --instances N) starts the same cluster through startShopCluster().
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import { startBalancer } from './cluster-nginx'
import { startCluster, type PostgresCluster } from './postgres-cluster.mjs'

export const MAX_INSTANCES = 8

export interface ClusterOptions {
  instances: number
  /** nginx's port; instance i listens on port + i. */
  port: number
  /** Extra settings for every instance (the bench adds an SMTP sink and the webhook secret). */
  env?: Record<string, string>
  /** Children's output: `lines` prefixes it with the part's name, `quiet` keeps only errors. */
  output?: 'lines' | 'quiet'
  /** Called once when a part exits without being asked to (the CLI stops everything then). */
  onUnexpectedExit?: (part: string, code: number | null, signal: NodeJS.Signals | null) => void
}

export interface ShopInstance {
  name: string
  port: number
  origin: string
  child: ChildProcess
  /** kill -9, as a crash; the exit is not reported as unexpected. */
  crash(): void
  /** Starts the instance again on its port and resolves once it answers. */
  restart(): Promise<void>
}

export interface ShopCluster {
  /** The balancer's origins: card brand and poster brand. */
  origin: string
  posterOrigin: string
  databaseUrl: string
  /** The settings every instance got (the same for all but PORT and DATA_DIR). */
  env: Record<string, string>
  s3: { endpoint: string; bucket: string; env: Record<string, string> }
  instances: ShopInstance[]
  stop(): Promise<void>
}

const root = path.resolve(fileURLToPath(import.meta.url), '../..')
const tsx = path.join(root, 'node_modules/tsx/dist/cli.mjs')

/** Resolves once `url` answers with anything below 500 (a server that is up, whatever it thinks of /). */
async function waitForAnswer(url: string, what: string, seconds: number): Promise<void> {
  const end = Date.now() + seconds * 1000
  while (Date.now() < end) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5000) })
      if (response.status < 500) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`${what} did not answer on ${url} within ${seconds} s`)
}

const waitForHealth = (origin: string, what: string, seconds = 180) =>
  waitForAnswer(`${origin}/web-api/health`, what, seconds)

/** Runs a setup step (migrations, seed, images) to its end; its failure stops the start. */
function step(script: string, env: Record<string, string>): void {
  execFileSync(process.execPath, [tsx, script], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  })
}

/** A child whose output lines carry its name, or only its errors when quiet. */
function spawnPart(
  name: string,
  command: string,
  args: string[],
  env: Record<string, string>,
  output: 'lines' | 'quiet',
): ChildProcess {
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    // Quiet: standard output is dropped, not piped — a pipe nobody reads fills up and blocks a server
    // that logs each request.
    stdio: ['ignore', output === 'lines' ? 'pipe' : 'ignore', 'pipe'],
  })
  for (const stream of [child.stdout, child.stderr]) {
    if (!stream) continue
    const lines = createInterface({ input: stream })
    lines.on('line', (line) =>
      (stream === child.stderr ? process.stderr : process.stdout).write(`[${name}] ${line}\n`),
    )
  }
  return child
}

/** Stops a child with SIGTERM, SIGKILL after 10 s; resolves once it is gone. */
function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
    child.once('exit', () => {
      clearTimeout(timer)
      resolve()
    })
    child.kill('SIGTERM')
  })
}

/**
 * Starts PostgreSQL, s3rver, migrations and seed (once), N instances and nginx. Needs a production
 * build in NEXT_DIST_DIR (default .next). On failure everything started so far is stopped again.
 */
export async function startShopCluster(options: ClusterOptions): Promise<ShopCluster> {
  const output = options.output ?? 'lines'
  const tmp = mkdtempSync(path.join(tmpdir(), 'shop-cluster-'))
  const parts: Array<{ name: string; child: ChildProcess }> = []
  let stopping = false
  let postgres: PostgresCluster | undefined
  const watch = (name: string, child: ChildProcess, expected: () => boolean) => {
    parts.push({ name, child })
    child.once('exit', (code, signal) => {
      if (!stopping && !expected()) options.onUnexpectedExit?.(name, code, signal)
    })
  }
  const stop = async () => {
    if (stopping) return
    stopping = true
    // The balancer first, so no request reaches an instance that is going away.
    for (const part of [...parts].reverse()) await stopChild(part.child)
    postgres?.stop()
    rmSync(tmp, { recursive: true, force: true })
  }
  try {
    postgres = await startCluster({ database: 'shop', maxConnections: 200 })
    const s3Port = options.port + options.instances + 1
    const s3 = {
      endpoint: `http://127.0.0.1:${s3Port}`,
      bucket: 'shop-uploads',
      env: {
        UPLOAD_STORAGE: 's3',
        S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
        S3_BUCKET: 'shop-uploads',
        S3_REGION: 'us-east-1',
        // s3rver's one built-in account (lib/storage/testing/s3-server.mjs).
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
      },
    }
    mkdirSync(path.join(tmp, 's3'), { recursive: true })
    const s3Child = spawnPart(
      's3',
      process.execPath,
      ['lib/storage/testing/s3-server.mjs', '--port', String(s3Port), '--directory', path.join(tmp, 's3')],
      {},
      'quiet',
    )
    watch('s3rver', s3Child, () => false)
    // The seed below may already store files.
    await waitForAnswer(s3.endpoint, 's3rver', 30)
    const origin = `http://localhost:${options.port}`
    const posterOrigin = `http://myposter.localhost:${options.port}`
    // What must be the same on every instance: one database, one bucket, one signing secret, one
    // public address, one webhook secret, and the balancer counted as the one trusted proxy.
    const env: Record<string, string> = {
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      DATABASE_URL: postgres.url,
      ...s3.env,
      AUTH_SECRET: process.env.AUTH_SECRET ?? randomBytes(32).toString('base64url'),
      CMS_WEBHOOK_SECRET: process.env.CMS_WEBHOOK_SECRET ?? randomBytes(24).toString('base64url'),
      SITE_URL_CARD: origin,
      SITE_URL_POSTER: posterOrigin,
      TRUSTED_PROXIES: '1',
      ...options.env,
    }
    // Migrations and seed once, before any instance starts: several instances starting on an empty
    // database would race for the migrations.
    const setupEnv = { ...env, DATA_DIR: path.join(tmp, 'setup') }
    step('scripts/generate-images.ts', setupEnv)
    step('scripts/db-setup.ts', setupEnv)
    step('scripts/seed-reference-designs.ts', setupEnv)

    const instances: ShopInstance[] = []
    // Children killed on purpose (the bench's crash): their exit is not a failure.
    const crashed = new WeakSet<ChildProcess>()
    for (let i = 1; i <= options.instances; i++) {
      const port = options.port + i
      const name = `shop-${i}`
      // Each its own DATA_DIR: nothing an instance keeps on its disk is seen by another.
      const instanceEnv = { ...env, PORT: String(port), DATA_DIR: path.join(tmp, name) }
      const launch = () => {
        const child = spawnPart(name, process.execPath, ['server/start.mjs'], instanceEnv, output)
        watch(name, child, () => crashed.has(child))
        return child
      }
      const instance: ShopInstance = {
        name,
        port,
        origin: `http://localhost:${port}`,
        child: launch(),
        crash() {
          crashed.add(instance.child)
          instance.child.kill('SIGKILL')
        },
        async restart() {
          instance.child = launch()
          await waitForHealth(instance.origin, name)
        },
      }
      instances.push(instance)
    }
    await Promise.all(instances.map((instance) => waitForHealth(instance.origin, instance.name)))
    const nginx = startBalancer({
      port: options.port,
      upstreams: instances.map((instance) => instance.port),
      dir: path.join(tmp, 'nginx'),
    })
    watch('nginx', nginx, () => false)
    await waitForHealth(origin, 'nginx', 30)
    return { origin, posterOrigin, databaseUrl: postgres.url, env, s3, instances, stop }
  } catch (error) {
    await stop()
    throw error
  }
}

function parseOptions(argv: readonly string[]): { instances: number; port: number } {
  const value = (name: string, fallback: number, min: number, max: number) => {
    const index = argv.indexOf(`--${name}`)
    if (index < 0) return fallback
    const number = Number(argv[index + 1])
    if (!Number.isInteger(number) || number < min || number > max)
      throw new Error(`--${name} wants a whole number from ${min} to ${max}`)
    return number
  }
  const instances = value('instances', 2, 1, MAX_INSTANCES)
  return { instances, port: value('port', 3000, 1024, 65534 - instances) }
}

async function main(): Promise<void> {
  let options: { instances: number; port: number }
  try {
    options = parseOptions(process.argv.slice(2))
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error))
    process.exit(2)
  }
  const distDir = process.env.NEXT_DIST_DIR || '.next'
  if (!existsSync(path.join(root, distDir, 'BUILD_ID'))) {
    console.log(`No production build in ${distDir}: building …`)
    execFileSync(process.execPath, [path.join(root, 'node_modules/next/dist/bin/next'), 'build'], {
      cwd: root,
      stdio: 'inherit',
    })
  }
  let cluster: ShopCluster | undefined
  let exiting = false
  const shutDown = async (code: number, message?: string) => {
    if (exiting) return
    exiting = true
    if (message) console.error(`\n${message}`)
    console.log('Stopping the cluster …')
    await cluster?.stop()
    process.exit(code)
  }
  process.on('SIGINT', () => void shutDown(130))
  process.on('SIGTERM', () => void shutDown(143))
  try {
    cluster = await startShopCluster({
      ...options,
      onUnexpectedExit: (part, code, signal) =>
        void shutDown(1, `${part} exited (${signal ?? `code ${code}`}): stopping the whole cluster.`),
    })
  } catch (error) {
    await shutDown(1, `The cluster did not start: ${error instanceof Error ? error.message : String(error)}`)
    return
  }
  const list = cluster.instances.map((instance) => `${instance.name} ${instance.origin}`).join(', ')
  console.log(`
The shop runs as ${cluster.instances.length} instance${cluster.instances.length > 1 ? 's' : ''} behind nginx:
  card brand    ${cluster.origin}
  poster brand  ${cluster.posterOrigin}
  instances     ${list}
  PostgreSQL    ${cluster.databaseUrl}
  S3 (s3rver)   ${cluster.s3.endpoint}/${cluster.s3.bucket}
Everything is thrown away on stop. Ctrl-C stops the cluster.
`)
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main()
