import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { DatabaseLockedError, acquireLock, lockFileOf, type DatabaseLock } from './lock'
import { openPgliteFolder } from './open'

const CHILD = join(import.meta.dirname, 'testing', 'lock-child.ts')
const lockedMessage = (dir: string, pid: number) =>
  `The database folder ${dir}/pglite is in use by process ${pid}. Stop that process (or set DATABASE_URL to use PostgreSQL).`

/** Runs lock-child.ts in a real second Node process and waits for it to exit. */
function runChild(dataDir: string) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', CHILD, dataDir, 'try'], { encoding: 'utf8' })
  return { code: result.status, stdout: result.stdout, stderr: result.stderr.trim() }
}

/** A pid that certainly belongs to no running process: one that has just exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
    encoding: 'utf8',
  })
  return Number(child.stdout)
}

let dir: string
let lock: DatabaseLock | undefined
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'shop-lock-'))
})
afterEach(() => {
  lock?.release()
  lock = undefined
  rmSync(dir, { recursive: true, force: true })
})

describe('acquireLock', () => {
  it('writes our pid into DATA_DIR/pglite.lock and removes the file on release', () => {
    lock = acquireLock(dir)
    expect(lock.file).toBe(join(dir, 'pglite.lock'))
    expect(readFileSync(lock.file, 'utf8').trim()).toBe(String(process.pid))
    lock.release()
    expect(existsSync(lockFileOf(dir))).toBe(false)
  })

  it('refuses a second lock on the same folder within one process', () => {
    lock = acquireLock(dir)
    expect(() => acquireLock(dir)).toThrow(new DatabaseLockedError(`${dir}/pglite`, process.pid))
  })

  it('takes over a stale lock whose process is gone', () => {
    writeFileSync(lockFileOf(dir), `${deadPid()}\n`)
    lock = acquireLock(dir)
    expect(readFileSync(lock.file, 'utf8').trim()).toBe(String(process.pid))
  })

  it('takes over a lock carrying our own pid that we do not hold (pid reuse after a restart)', () => {
    writeFileSync(lockFileOf(dir), `${process.pid}\n`)
    lock = acquireLock(dir)
    expect(existsSync(lock.file)).toBe(true)
  })

  it('does not delete a lock file that another process has taken over since', () => {
    lock = acquireLock(dir)
    writeFileSync(lock.file, '999999\n')
    lock.release()
    expect(readFileSync(lockFileOf(dir), 'utf8')).toBe('999999\n')
  })
})

describe('acquireLock across processes', () => {
  it('makes a second process fail with one clear line while this one holds the lock', () => {
    lock = acquireLock(dir)
    const child = runChild(dir)
    expect(child.code).toBe(1)
    expect(child.stderr).toBe(lockedMessage(dir, process.pid))
  })

  it('lets the second process in once released; its exit hook removes its lock', () => {
    acquireLock(dir).release()
    const child = runChild(dir)
    expect(child).toMatchObject({ code: 0, stdout: 'acquired\n' })
    expect(existsSync(lockFileOf(dir))).toBe(false)
  })

  it('is blocked by a live holder process and takes over once that process is killed', async () => {
    const holder = spawn(process.execPath, ['--import', 'tsx', CHILD, dir, 'hold'], { stdio: 'pipe' })
    await new Promise<void>((resolve, reject) => {
      holder.stdout.once('data', () => resolve())
      holder.once('exit', (code) => reject(new Error(`holder exited early with ${code}`)))
    })
    const pid = holder.pid ?? -1
    expect(() => acquireLock(dir)).toThrow(lockedMessage(dir, pid))

    // SIGKILL skips exit hooks, like a crash: the file stays behind, naming a dead process.
    const exited = new Promise((resolve) => holder.once('exit', resolve))
    holder.kill('SIGKILL')
    await exited
    expect(readFileSync(lockFileOf(dir), 'utf8').trim()).toBe(String(pid))
    lock = acquireLock(dir)
    expect(readFileSync(lock.file, 'utf8').trim()).toBe(String(process.pid))
  })
})

describe('a second process on an open embedded database (fault suite, issue 8)', () => {
  it('is refused with one clear line, and the open database keeps its data', async () => {
    const open = await openPgliteFolder(dir)
    try {
      await open.db.execute(sql`create table probe (id int)`)
      await open.db.execute(sql`insert into probe values (1)`)
      const second = spawnSync(process.execPath, ['--import', 'tsx', CHILD, dir, 'open'], {
        encoding: 'utf8',
      })
      expect(second.status).toBe(1)
      expect(second.stdout).toBe('')
      expect(second.stderr.trim()).toBe(lockedMessage(dir, process.pid))
      const rows = await open.db.select({ n: sql<number>`count(*)::int` }).from(sql`probe`)
      expect(rows).toEqual([{ n: 1 }])
    } finally {
      await open.close()
    }
    // Once the first process has closed it, a second process opens the folder normally.
    const after = spawnSync(process.execPath, ['--import', 'tsx', CHILD, dir, 'open'], { encoding: 'utf8' })
    expect(after).toMatchObject({ status: 0, stdout: 'opened\n' })
  }, 120_000)
})
