import { defineConfig } from 'vitest/config'
import { randomBytes } from 'node:crypto'
import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'

export default defineConfig({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('.', import.meta.url)),
      // Outside Next's bundler `server-only` throws on import; tests run server code directly.
      'server-only': fileURLToPath(
        new URL('node_modules/next/dist/compiled/server-only/empty.js', import.meta.url),
      ),
    },
  },
  test: {
    include: ['**/*.test.ts', '**/*.test.tsx'],
    exclude: ['node_modules/**', '.next/**', '.next-*/**', 'tests/e2e/**', 'data/**', 'bench/tmp/**'],
    environment: 'node',
    // The tests' own signing key, new each run: without one, code under test would generate the
    // server's secret into ./data/auth-secret (lib/auth/secret.ts, ADR 0047).
    env: { AUTH_SECRET: randomBytes(32).toString('base64url') },
    // One test file per core. vitest's default (cores - 1) leaves CI's 2-core machine with a single
    // worker and the second core idle: the main process only collects results (ADR 0035).
    maxWorkers: availableParallelism(),
    // One migrated template database per run, copied by every openTestDb() (ADR 0032).
    globalSetup: ['tests/setup/database-template.ts'],
    // PGlite's WASM start-up takes a few seconds on a busy 2-core machine.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})
