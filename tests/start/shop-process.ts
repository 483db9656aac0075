import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/**
 * Processes for tests/start/fresh-clone-start.ts: a fresh clone of the repository and the shop's own
 * commands run in it, each in its own process group so stopping one stops npm, the start script and
 * the server together.
 */

/** A clone of HEAD with the installed node_modules hard-linked in (install is skipped). */
export function freshClone(repo: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'shop-fresh-start-'))
  mustSpawn('git', ['clone', '--quiet', repo, dir])
  // Hard links cost no space or time; a symlink would not do, Turbopack refuses packages outside the
  // project. Another file system (tmpfs) gets a copy.
  const linked = spawnSync('cp', ['-al', join(repo, 'node_modules'), join(dir, 'node_modules')])
  if (linked.status !== 0) mustSpawn('cp', ['-a', join(repo, 'node_modules'), join(dir, 'node_modules')])
  return dir
}

function mustSpawn(command: string, args: string[]): void {
  const result = spawnSync(command, args, { encoding: 'utf8' })
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed: ${result.stderr}`)
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}

/** Only what a person's shell would have: none of the test run's settings leak into the start. */
export function plainEnv(extra: Record<string, string>): Record<string, string> {
  const keep = ['PATH', 'HOME', 'USER', 'LANG', 'TMPDIR', 'TERM', 'CI']
  const env: Record<string, string> = {}
  for (const name of keep) {
    const value = process.env[name]
    if (value !== undefined) env[name] = value
  }
  return { ...env, NEXT_TELEMETRY_DISABLED: '1', ...extra }
}

export interface ShopProcess {
  readonly child: ChildProcess
  /** Everything it printed so far, stdout and stderr. */
  output(): string
  /** Resolves with the exit code once it has exited. */
  readonly exited: Promise<number>
  /** SIGTERM to the whole group, then its exit code. */
  stop(): Promise<number>
}

export function startIn(
  dir: string,
  command: string,
  args: string[],
  env: Record<string, string>,
): ShopProcess {
  // Next's types require NODE_ENV in every environment; the shop's commands choose it themselves.
  const processEnv = env as NodeJS.ProcessEnv
  const child = spawn(command, args, {
    cwd: dir,
    env: processEnv,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let text = ''
  child.stdout?.on('data', (chunk: Buffer) => (text += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (text += chunk.toString()))
  const exited = new Promise<number>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 128 : 0))),
  )
  let done = false
  void exited.then(() => (done = true))
  return {
    child,
    output: () => text,
    exited,
    stop: async () => {
      if (!done && child.pid) {
        try {
          process.kill(-child.pid, 'SIGTERM')
        } catch {
          // Already gone.
        }
      }
      return exited
    },
  }
}

/** Polls `url` until it answers 200; fails early when the process exits, or after `timeoutMs`. */
export async function waitForOk(url: string, shop: ShopProcess, timeoutMs: number): Promise<void> {
  let exited: number | undefined
  void shop.exited.then((code) => (exited = code))
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (exited !== undefined) throw new Error(`exited with ${exited} before ${url} answered:\n${tail(shop)}`)
    const status = await fetch(url, { signal: AbortSignal.timeout(10_000) }).then(
      (response) => response.status,
      () => 0,
    )
    if (status === 200) return
    await new Promise((resolve) => setTimeout(resolve, 1_000))
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s:\n${tail(shop)}`)
}

export function tail(shop: ShopProcess, lines = 60): string {
  return shop.output().split('\n').slice(-lines).join('\n')
}
