import { randomBytes } from 'node:crypto'
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs'
import { join } from 'node:path'
import { processSingleton } from '@/lib/runtime/process-global'

/**
 * PGlite is PostgreSQL compiled to WASM running inside this process: two processes opening the same
 * data folder would both believe they own it and corrupt it. A lock file next to the folder makes the
 * second process stop with one clear line instead.
 *
 * The file names its owner by pid, the process's start time (from /proc on Linux) and a random
 * token, plus its role (docs/adr/0047). A lock is only honoured while that very process runs: a pid
 * that is gone, a zombie, or a pid since reused by another process (same number, other start time)
 * leaves a stale lock, which is taken over. Only a running shop server is a reason to stop; a
 * running script (db-setup, staff:add) is waited for, as it finishes on its own.
 */

/** `server`: a Next server (npm start, npm run dev); `script`: db-setup, staff:add, tests. */
export type LockRole = 'server' | 'script'

export class DatabaseLockedError extends Error {
  override name = 'DatabaseLockedError'
  constructor(
    readonly folder: string,
    readonly pid: number,
    /** Undefined for a lock file written by an older version, which recorded the pid only. */
    readonly role?: LockRole,
  ) {
    super(
      `The database folder ${folder} is in use by process ${pid}. ` +
        'Stop that process (or set DATABASE_URL to use PostgreSQL).',
    )
  }
}

export interface DatabaseLock {
  readonly file: string
  /** Removes the lock file if it is still ours; safe to call more than once. */
  release(): void
}

interface LockOwner {
  pid: number
  /** /proc/<pid>/stat start time in clock ticks since boot; absent where there is no /proc. */
  started?: string
  token?: string
  role?: LockRole
}

/**
 * Lock files this process holds, by file, with the token written into each; a second open of the
 * same folder in one process is an error too. Kept on globalThis because Next dev re-evaluates
 * modules while the open database (and its lock) live on.
 */
const held = processSingleton('__shopDbLockTokens', () => new Map<string, string>())

export function lockFileOf(dataDir: string): string {
  return join(dataDir, 'pglite.lock')
}

export function acquireLock(dataDir: string, role: LockRole = 'script'): DatabaseLock {
  const file = lockFileOf(dataDir)
  // Shown as configured (e.g. "./data/pglite") so the message matches what the user set in DATA_DIR.
  const folder = `${dataDir.replace(/\/+$/, '')}/pglite`
  mkdirSync(dataDir, { recursive: true })
  const me: LockOwner = { pid: process.pid, started: startTimeOf(process.pid), token: newToken(), role }

  // Two rounds: the second runs only after a stale lock was removed.
  for (let round = 0; round < 2; round++) {
    if (tryCreate(file, me)) return holdLock(file, me)
    const owner = readOwner(file)
    if (owner !== undefined && isRunning(owner, file))
      throw new DatabaseLockedError(folder, owner.pid, owner.role)
    // Stale: its process is gone (crash, kill -9, container restart, a pid reused). Take it over.
    // Two processes racing for the same stale lock is possible in theory; both starting within
    // microseconds of each other against a folder whose previous owner crashed is rare enough for a
    // development database.
    rmSync(file, { force: true })
  }
  throw new Error(`Could not create the lock file ${file}`)
}

function tryCreate(file: string, me: LockOwner): boolean {
  let fd: number
  try {
    // 'wx' fails if the file exists: creation and the existence check are one atomic step.
    fd = openSync(file, 'wx')
  } catch (error) {
    if (errorCode(error) === 'EEXIST') return false
    throw error
  }
  try {
    writeSync(fd, `${JSON.stringify(me)}\n`)
  } finally {
    closeSync(fd)
  }
  return true
}

function holdLock(file: string, me: LockOwner): DatabaseLock {
  const token = me.token ?? ''
  held.set(file, token)
  const release = () => {
    process.off('exit', release)
    if (held.get(file) !== token) return
    held.delete(file)
    // Only delete the file if it still names us; someone may have taken over a lock we lost.
    if (readOwner(file)?.token === token) rmSync(file, { force: true })
  }
  // 'exit' also runs on process.exit() and after SIGINT in Next.js (which exits explicitly). A killed
  // process leaves the file behind, which the next start recognises as stale.
  process.on('exit', release)
  return { file, release }
}

function readOwner(file: string): LockOwner | undefined {
  let text: string
  try {
    text = readFileSync(file, 'utf8').trim()
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return undefined
    throw error
  }
  // Older versions wrote the bare pid.
  if (/^\d+$/.test(text)) return validPid(Number(text)) ? { pid: Number(text) } : undefined
  try {
    const parsed: unknown = JSON.parse(text)
    if (typeof parsed !== 'object' || parsed === null) return undefined
    const { pid, started, token, role } = parsed as Record<string, unknown>
    if (typeof pid !== 'number' || !validPid(pid)) return undefined
    return {
      pid,
      started: typeof started === 'string' ? started : undefined,
      token: typeof token === 'string' ? token : undefined,
      role: role === 'server' || role === 'script' ? role : undefined,
    }
  } catch {
    // A file cut short (disk full, a crash while writing) names nobody: stale.
    return undefined
  }
}

function isRunning(owner: LockOwner, file: string): boolean {
  // Our own pid in the file is either a lock we hold (a real conflict) or a leftover from an earlier
  // container run that happened to get the same pid (PID 1 in Docker, for example): not a conflict.
  if (owner.pid === process.pid) return held.has(file) && (!owner.token || held.get(file) === owner.token)
  if (hasProc()) {
    const stat = procStat(owner.pid)
    // Gone, or exited and waiting to be reaped (a zombie still answers kill(pid, 0)).
    if (!stat || stat.state === 'Z' || stat.state === 'X') return false
    // The pid now belongs to another process. A file of an older version has no start time: then
    // only a Node process (Next renames its own "next-server") can be its owner.
    if (owner.started !== undefined) return owner.started === stat.started
    return isNodeProcess(owner.pid)
  }
  try {
    process.kill(owner.pid, 0) // signal 0 only checks that the process exists
    return true
  } catch (error) {
    // EPERM: the process exists but belongs to another user, so it is alive.
    return errorCode(error) === 'EPERM'
  }
}

const hasProc = () => existsSync('/proc/self/stat')

/** State and start time (field 22) of /proc/<pid>/stat; the name in field 2 may hold spaces and ')'. */
function procStat(pid: number): { state: string; started: string } | undefined {
  let text: string
  try {
    text = readFileSync(`/proc/${pid}/stat`, 'utf8')
  } catch {
    return undefined
  }
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ')
  const state = fields[0]
  const started = fields[19]
  return state && started ? { state, started } : undefined
}

function isNodeProcess(pid: number): boolean {
  try {
    const program = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')[0] ?? ''
    return /(^|\/)node[^/]*$|^next-/.test(program)
  } catch {
    return false
  }
}

function startTimeOf(pid: number): string | undefined {
  return hasProc() ? procStat(pid)?.started : undefined
}

const newToken = () => randomBytes(8).toString('hex')
const validPid = (pid: number) => Number.isInteger(pid) && pid > 0

function errorCode(error: unknown): string | undefined {
  return error instanceof Error && 'code' in error && typeof error.code === 'string' ? error.code : undefined
}
