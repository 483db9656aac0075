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
    'lib/shop/catalogue',
    'lib/shop/customers',
    'lib/shop/customers/newsletter',
    'lib/shop/sales/cart',
    'lib/shop/sales/orders',
    'lib/shop/sales/vouchers',
    'lib/shop/design-print/print-files',
    'lib/shop/sales/invoices',
    'lib/shop/catalogue/reviews',
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
