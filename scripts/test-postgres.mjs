#!/usr/bin/env node
/**
 * Runs the database tests (lib/db, catalogue, customers, newsletter, cart, orders, vouchers, reviews, …) against a real PostgreSQL instead of PGlite.
 * It starts a throwaway cluster in a temp folder on a free loopback port, points TEST_DATABASE_URL at
 * it (see lib/db/test-db.ts), runs vitest, and always stops the cluster and deletes the folder.
 * Usage: node scripts/test-postgres.mjs [extra vitest args]      (npm run test:postgres)
 */
import { spawn, spawnSync } from 'node:child_process'
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

async function main() {
  const bin = ensureBinDir()
  const tmp = mkdtempSync(join(tmpdir(), 'shop-pg-'))
  const dataDir = join(tmp, 'data')
  let started = false
  try {
    if (isRoot) {
      const { uid, gid } = postgresIds()
      chownSync(tmp, uid, gid)
    }
    run(join(bin, 'initdb'), ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-locale'], {
      asPostgres: true,
    })
    const port = await freePort()
    // fsync off: the cluster is thrown away, durability only slows the tests down.
    const options = `-p ${port} -k ${tmp} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`
    run(join(bin, 'pg_ctl'), ['-D', dataDir, '-o', options, '-l', join(tmp, 'server.log'), '-w', 'start'], {
      asPostgres: true,
    })
    started = true
    run(join(bin, 'createdb'), ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', 'shop_test'])

    const url = `postgres://postgres@127.0.0.1:${port}/shop_test`
    console.log(`PostgreSQL ${run(join(bin, 'pg_ctl'), ['--version']).trim()} on ${url}`)
    return await vitest(url)
  } finally {
    if (started) {
      try {
        run(join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'fast', '-w', 'stop'], { asPostgres: true })
      } catch (error) {
        console.error(String(error))
      }
    }
    rmSync(tmp, { recursive: true, force: true })
  }
}

/** Runs vitest asynchronously so a Ctrl-C reaches it and the finally above still stops the cluster. */
function vitest(url) {
  const args = [
    'vitest',
    'run',
    'lib/db',
    'lib/shop/catalog',
    'lib/shop/customers',
    'lib/shop/newsletter',
    'lib/shop/cart',
    'lib/shop/orders',
    'lib/shop/vouchers',
    'lib/shop/print-files',
    'lib/shop/invoices',
    'lib/shop/reviews',
    'lib/backoffice',
    ...process.argv.slice(2),
  ]
  const child = spawn('npx', args, { stdio: 'inherit', env: { ...process.env, TEST_DATABASE_URL: url } })
  const forward = (signal) => child.kill(signal)
  process.on('SIGINT', forward)
  process.on('SIGTERM', forward)
  return new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward)
      process.off('SIGTERM', forward)
      resolve(code ?? (signal ? 1 : 0))
    })
  })
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  },
)
