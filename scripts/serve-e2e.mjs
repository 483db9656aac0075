// The server the browser tests use: its own database folder, the existing production build.
import { existsSync } from 'node:fs'
import { bin, mustRun, run } from './lib.mjs'

await mustRun(bin('tsx'), ['scripts/generate-images.ts'])
// NEXT_DIST_DIR: a build beside the main one (side-by-side checks); next.config.ts reads it too.
const distDir = process.env.NEXT_DIST_DIR || '.next'
if (!existsSync(`${distDir}/BUILD_ID`)) await mustRun(bin('next'), ['build'])
await mustRun(bin('tsx'), ['scripts/db-setup.ts'])
// Until the generated catalogue is seeded, the listings show the reference designs.
await mustRun(bin('tsx'), ['scripts/seed-reference-designs.ts'])
// The same server as `npm start` (server/start.mjs), so the browser tests cover its response cache.
const port = process.env.PORT || '3100'
process.exit(await run(process.execPath, ['server/start.mjs'], { env: { ...process.env, PORT: port } }))
