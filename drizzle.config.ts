import { defineConfig } from 'drizzle-kit'

/**
 * Only `drizzle-kit generate` is used: migrations are generated into lib/db/migrations, committed, and
 * applied by the app's own migrator (lib/db/migrate.ts) against PGlite or PostgreSQL alike, so this
 * file needs no database credentials.
 */
export default defineConfig({
  dialect: 'postgresql',
  schema: './lib/db/schema.ts',
  out: './lib/db/migrations',
  strict: true,
  verbose: true,
})
