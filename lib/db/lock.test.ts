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

/** The lock file's content as an object. */
const ownerIn = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>

/** Fields of /proc/<pid>/stat after the command name: [0] is the state, [19] the start time. */
function procFields(pid: number): string[] {
  const text = readFileSync(`/proc/${pid}/stat`, 'utf8')
  return text.slice(text.lastIndexOf(')') + 2).split(' ')
}
const startTimeOf = (pid: number) => procFields(pid)[19]
const statOf = (pid: number) => procFields(pid)[0]

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
  it('writes our pid, start time, a token and the role into DATA_DIR/pglite.lock and removes it on release', () => {
    lock = acquireLock(dir, 'server')
    expect(lock.file).toBe(join(dir, 'pglite.lock'))
    expect(ownerIn(lock.file)).toEqual({
      pid: process.pid,
      started: startTimeOf(process.pid),
      token: expect.stringMatching(/^[0-9a-f]{16}$/),
      role: 'server',
    })
    lock.release()
    expect(existsSync(lockFileOf(dir))).toBe(false)
  })

  it('refuses a second lock on the same folder within one process', () => {
    lock = acquireLock(dir)
    expect(() => acquireLock(dir)).toThrow(new DatabaseLockedError(`${dir}/pglite`, process.pid, 'script'))
  })

  it('takes over a stale lock whose process is gone (the bare pid of older versions, too)', () => {
    writeFileSync(lockFileOf(dir), `${deadPid()}\n`)
    lock = acquireLock(dir)
    expect(ownerIn(lock.file).pid).toBe(process.pid)
    lock.release()
    writeFileSync(lockFileOf(dir), JSON.stringify({ pid: deadPid(), token: 'abc', role: 'server' }))
    lock = acquireLock(dir)
    expect(ownerIn(lock.file).pid).toBe(process.pid)
  })

  it('takes over a lock whose pid now belongs to another process (pid reused: other start time)', async () => {
    const other = spawn('sleep', ['30'])
    try {
      await new Promise((resolve) => other.once('spawn', resolve))
      const pid = other.pid ?? -1
      const started = startTimeOf(pid)
      expect(started).toMatch(/^\d+$/)
      writeFileSync(
        lockFileOf(dir),
        JSON.stringify({ pid, started: `${started}1`, token: 'x', role: 'server' }),
      )
      lock = acquireLock(dir)
      expect(ownerIn(lock.file).pid).toBe(process.pid)
      // The same live process with its real start time is the owner: a conflict.
      lock.release()
      writeFileSync(lockFileOf(dir), JSON.stringify({ pid, started, token: 'x', role: 'server' }))
      expect(() => acquireLock(dir)).toThrow(lockedMessage(dir, pid))
    } finally {
      other.kill('SIGKILL')
    }
  })

  it('takes over a lock whose process has exited but was never reaped (a zombie)', async () => {
    // sh starts a short sleep in the background, then becomes a long one, which never reaps it.
    const parent = spawn('sh', ['-c', 'sleep 0.3 & echo $!; exec sleep 30'], {
      stdio: ['ignore', 'pipe', 'ignore'],
    })
    try {
      const pid = Number(
        await new Promise<string>((resolve) =>
          parent.stdout.once('data', (d: Buffer) => resolve(d.toString())),
        ),
      )
      await expect.poll(() => statOf(pid), { timeout: 5_000 }).toBe('Z')
      writeFileSync(lockFileOf(dir), JSON.stringify({ pid, token: 'x', role: 'server' }))
      lock = acquireLock(dir)
      expect(ownerIn(lock.file).pid).toBe(process.pid)
    } finally {
      parent.kill('SIGKILL')
    }
  })

  it('takes the bare pid of an older version for a live owner only when that process is Node', async () => {
    const other = spawn('sleep', ['30'])
    const node = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'])
    try {
      await Promise.all([other, node].map((p) => new Promise((resolve) => p.once('spawn', resolve))))
      writeFileSync(lockFileOf(dir), `${node.pid}\n`)
      expect(() => acquireLock(dir)).toThrow(lockedMessage(dir, node.pid ?? -1))
      writeFileSync(lockFileOf(dir), `${other.pid}\n`)
      lock = acquireLock(dir)
      expect(ownerIn(lock.file).pid).toBe(process.pid)
    } finally {
      other.kill('SIGKILL')
      node.kill('SIGKILL')
    }
  })

  it('takes over a lock file cut short', () => {
    writeFileSync(lockFileOf(dir), '{"pid":12')
    lock = acquireLock(dir)
    expect(ownerIn(lock.file).pid).toBe(process.pid)
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
    expect(ownerIn(lockFileOf(dir)).pid).toBe(pid)
    lock = acquireLock(dir)
    expect(ownerIn(lock.file).pid).toBe(process.pid)
  })
})

describe('a second process on an open embedded database (fault suite, issue 8)', () => {
  it('is refused with one clear line, and the open database keeps its data', async () => {
    const open = await openPgliteFolder(dir, { role: 'server' })
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

describe('a running script holding the folder (db-setup, staff:add)', () => {
  it('is waited for instead of failing, and the folder opens once the script is gone', async () => {
    const holder = spawn(process.execPath, ['--import', 'tsx', CHILD, dir, 'hold'], { stdio: 'pipe' })
    await new Promise<void>((resolve, reject) => {
      holder.stdout.once('data', () => resolve())
      holder.once('exit', (code) => reject(new Error(`holder exited early with ${code}`)))
    })
    expect(ownerIn(lockFileOf(dir))).toMatchObject({ pid: holder.pid, role: 'script' })
    await expect(openPgliteFolder(dir, { role: 'server', waitForScriptMs: 0 })).rejects.toThrow(
      lockedMessage(dir, holder.pid ?? -1),
    )
    setTimeout(() => holder.kill('SIGKILL'), 1_000)
    const open = await openPgliteFolder(dir, { role: 'server', waitForScriptMs: 30_000 })
    try {
      expect(ownerIn(lockFileOf(dir))).toMatchObject({ pid: process.pid, role: 'server' })
    } finally {
      await open.close()
    }
  }, 60_000)
})
