/**
 * A throwaway PostgreSQL cluster in a temp folder on a free loopback port, for the PostgreSQL test
 * path (scripts/test-postgres.mjs) and the load bench (bench/load.ts). Debian's `postgresql` is
 * installed with apt-get when it is missing and we are root. Always call stop(): it stops the server
 * and deletes the folder.
 */
import { spawnSync } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const isRoot = process.getuid?.() === 0

/** PostgreSQL's server binaries: Debian keeps them off PATH in /usr/lib/postgresql/<version>/bin. */
function findBinDir() {
  const base = '/usr/lib/postgresql'
  const versions = existsSync(base) ? readdirSync(base).filter((v) => /^\d+$/.test(v)) : []
  for (const version of versions.sort((a, b) => Number(b) - Number(a))) {
    const dir = join(base, version, 'bin')
    if (existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl'))) return dir
  }
  const which = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' })
  const initdb = which.stdout.trim()
  return initdb ? join(initdb, '..') : undefined
}

function ensureBinDir() {
  const found = findBinDir()
  if (found) return found
  if (!isRoot || !existsSync('/usr/bin/apt-get')) {
    throw new Error('PostgreSQL is not installed: install it (e.g. apt-get install postgresql) and retry.')
  }
  console.log('PostgreSQL not found; installing it with apt-get ...')
  run('apt-get', ['update'])
  run('apt-get', ['install', '-y', 'postgresql'], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  })
  const installed = findBinDir()
  if (!installed) throw new Error('apt-get installed postgresql but initdb was not found')
  return installed
}

/** Runs a command synchronously, failing loudly; as the postgres user when we are root (initdb refuses root). */
function run(command, args, { asPostgres = false, env = process.env } = {}) {
  const [cmd, argv] =
    asPostgres && isRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args]
  const result = spawnSync(cmd, argv, { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8', env })
  if (result.status !== 0) {
    throw new Error(
      `${command} ${args.join(' ')} failed (${result.status ?? result.signal}):\n${result.stderr}`,
    )
  }
  return result.stdout
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

function postgresIds() {
  const passwd = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((line) => line.startsWith('postgres:'))
  if (!passwd) throw new Error('No postgres user: install the postgresql package')
  const [, , uid, gid] = passwd.split(':')
  return { uid: Number(uid), gid: Number(gid) }
}

/**
 * Starts a cluster with one database `database` owned by the superuser `postgres` (trust auth,
 * loopback only). fsync is off: the cluster is thrown away, durability would only slow things down.
 */
export async function startCluster({ database = 'shop_test', maxConnections = 100 } = {}) {
  const bin = ensureBinDir()
  const tmp = mkdtempSync(join(tmpdir(), 'shop-pg-'))
  const dataDir = join(tmp, 'data')
  let started = false
  const pgCtl = (args) => run(join(bin, 'pg_ctl'), ['-D', dataDir, ...args], { asPostgres: true })
  const stop = () => {
    process.off('exit', stop)
    if (started) {
      started = false
      try {
        pgCtl(['-m', 'fast', '-w', 'stop'])
      } catch (error) {
        console.error(String(error))
      }
    }
    rmSync(tmp, { recursive: true, force: true })
  }
  // A caller that exits without calling stop() (an error, Ctrl-C) must not leave a server running.
  process.on('exit', stop)
  try {
    if (isRoot) {
      const { uid, gid } = postgresIds()
      chownSync(tmp, uid, gid)
    }
    run(join(bin, 'initdb'), ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-locale'], {
      asPostgres: true,
    })
    const port = await freePort()
    const options =
      `-p ${port} -k ${tmp} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off ` +
      `-c max_connections=${maxConnections}`
    // Always with -l: a server started without a log file keeps pg_ctl's stdout, and spawnSync would
    // wait for that pipe to close as long as the server runs.
    const start = () => pgCtl(['-o', options, '-l', join(tmp, 'server.log'), '-w', 'start'])
    start()
    started = true
    run(join(bin, 'createdb'), ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', database])
    return {
      url: `postgres://postgres@127.0.0.1:${port}/${database}`,
      version: run(join(bin, 'pg_ctl'), ['--version']).trim(),
      /** A fast restart: every open connection is cut, like a failover or a crashed server. */
      restart: () => {
        pgCtl(['-m', 'fast', '-w', 'stop'])
        start()
      },
      stop,
    }
  } catch (error) {
    stop()
    throw error
  }
}
