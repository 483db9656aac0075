/**
 * Build and serve the production shop for the benches (bench/run.ts, bench/load.ts): build unless
 * reused, prepare a database (migrate, seed, reference designs), start the production server pinned to core 0,
 * wait until it answers, and stop every child on exit.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { get } from './http-client'

const children: ChildProcess[] = []

export function startChild(command: string, args: string[], env: Record<string, string> = {}): ChildProcess {
  const child = spawn(command, args, {
    // Standard output is dropped, not piped: nobody reads a pipe here, and once its buffer is full a
    // server that logs each request blocks on the (synchronous) write and stops answering.
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...env },
  })
  children.push(child)
  return child
}

export function stopAll(): void {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM')
}
process.on('exit', stopAll)
process.on('SIGINT', () => process.exit(130))
process.on('SIGTERM', () => process.exit(143))

/** Stops one child and resolves once it has exited (the PGlite lock is released by then). */
export async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000)
  await exited
  clearTimeout(timer)
}

export async function waitFor(url: string, host?: string, seconds = 180): Promise<void> {
  const end = Date.now() + seconds * 1000
  while (Date.now() < end) {
    try {
      if ((await get(url, host)).status < 500) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`${url} did not answer within ${seconds} s`)
}

/** The command under `taskset -c core` when taskset exists, so server and load generator do not share a core. */
export const pinned = (core: number, command: string, args: string[]) =>
  existsSync('/usr/bin/taskset')
    ? (['taskset', ['-c', String(core), command, ...args]] as const)
    : ([command, args] as const)

/** Builds the shop into NEXT_DIST_DIR (next.config.ts and server/start.mjs read it too), else .next. */
export function buildUnlessReused(reuse: boolean): void {
  if (reuse && existsSync(`${process.env.NEXT_DIST_DIR || '.next'}/BUILD_ID`)) return
  console.log('building …')
  execFileSync(process.execPath, ['node_modules/next/dist/bin/next', 'build'], { stdio: 'inherit' })
}

/** Generated images, migrations and seed, reference designs: what `npm start` does before serving. */
export function prepareDatabase(env: Record<string, string>): void {
  for (const script of [
    'scripts/generate-images.ts',
    'scripts/db-setup.ts',
    'scripts/seed-reference-designs.ts',
  ]) {
    execFileSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', script], {
      stdio: 'inherit',
      env: { ...process.env, ...env },
    })
  }
}

/**
 * The production server (server/start.mjs, what `npm start` runs) on core 0 with the given settings;
 * resolves once /web-api/health answers.
 */
export async function startShop(port: number, env: Record<string, string>): Promise<ChildProcess> {
  const [command, args] = pinned(0, process.execPath, ['server/start.mjs'])
  const child = startChild(command, [...args], { ...env, PORT: String(port) })
  await waitFor(`http://localhost:${port}/web-api/health`)
  return child
}
