#!/usr/bin/env node
/**
 * Runs the database tests (lib/db, catalogue, customers, newsletter, cart, orders, vouchers, reviews, the
 * hostile-input suite) against a real PostgreSQL instead of PGlite.
 * It starts a throwaway cluster in a temp folder on a free loopback port, points TEST_DATABASE_URL at
 * it (see lib/db/test-db.ts), runs vitest, and always stops the cluster and deletes the folder.
 * Usage: node scripts/test-postgres.mjs [extra vitest args]      (npm run test:postgres)
 */
import { spawn } from 'node:child_process'
import { startCluster } from './postgres-cluster.mjs'

async function main() {
  const cluster = await startCluster({ database: 'shop_test' })
  try {
    console.log(`PostgreSQL ${cluster.version} on ${cluster.url}`)
    return await vitest(cluster.url)
  } finally {
    cluster.stop()
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
    'tests/hostile',
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
