import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs'
import { join } from 'node:path'

/**
 * PGlite is PostgreSQL compiled to WASM running inside this process: two processes opening the same
 * data folder would both believe they own it and corrupt it. A lock file next to the folder makes the
 * second process stop with one clear line instead.
 */

export class DatabaseLockedError extends Error {
  override name = 'DatabaseLockedError'
  constructor(
    readonly folder: string,
    readonly pid: number,
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

/**
 * Lock files this process holds; a second open of the same folder in one process is an error too.
 * Kept on globalThis because Next dev re-evaluates modules while the open database (and its lock) live on.
 */
const store = globalThis as typeof globalThis & { __shopDbLocks?: Set<string> }
const held = (store.__shopDbLocks ??= new Set<string>())

export function lockFileOf(dataDir: string): string {
  return join(dataDir, 'pglite.lock')
}

export function acquireLock(dataDir: string): DatabaseLock {
  const file = lockFileOf(dataDir)
  // Shown as configured (e.g. "./data/pglite") so the message matches what the user set in DATA_DIR.
  const folder = `${dataDir.replace(/\/+$/, '')}/pglite`
  mkdirSync(dataDir, { recursive: true })

  // Two rounds: the second runs only after a stale lock was removed.
  for (let round = 0; round < 2; round++) {
    if (tryCreate(file)) return holdLock(file)
    const owner = readOwner(file)
    if (owner !== undefined && isHeldBy(owner, file)) throw new DatabaseLockedError(folder, owner)
    // Stale: its process is gone (crash, kill -9, container restart). Take it over. Two processes
    // racing for the same stale lock is possible in theory; both starting within microseconds of each
    // other against a folder whose previous owner crashed is rare enough for a development database.
    rmSync(file, { force: true })
  }
  throw new Error(`Could not create the lock file ${file}`)
}

function tryCreate(file: string): boolean {
  let fd: number
  try {
    // 'wx' fails if the file exists: creation and the existence check are one atomic step.
    fd = openSync(file, 'wx')
  } catch (error) {
    if (errorCode(error) === 'EEXIST') return false
    throw error
  }
  try {
    writeSync(fd, `${process.pid}\n`)
  } finally {
    closeSync(fd)
  }
  return true
}

function holdLock(file: string): DatabaseLock {
  held.add(file)
  const release = () => {
    process.off('exit', release)
    if (!held.delete(file)) return
    // Only delete the file if it still names us; someone may have taken over a lock we lost.
    if (readOwner(file) === process.pid) rmSync(file, { force: true })
  }
  // 'exit' also runs on process.exit() and after SIGINT in Next.js (which exits explicitly). A killed
  // process leaves the file behind, which the next start recognises as stale.
  process.on('exit', release)
  return { file, release }
}

function readOwner(file: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8').trim(), 10)
    return Number.isInteger(pid) && pid > 0 ? pid : undefined
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return undefined
    throw error
  }
}

function isHeldBy(pid: number, file: string): boolean {
  // Our own pid in the file is either a lock we hold (a real conflict) or a leftover from an earlier
  // container run that happened to get the same pid (PID 1 in Docker, for example): not a conflict.
  if (pid === process.pid) return held.has(file)
  try {
    process.kill(pid, 0) // signal 0 only checks that the process exists
    return true
  } catch (error) {
    // EPERM: the process exists but belongs to another user, so it is alive.
    return errorCode(error) === 'EPERM'
  }
}

function errorCode(error: unknown): string | undefined {
  return error instanceof Error && 'code' in error && typeof error.code === 'string' ? error.code : undefined
}
