// `npm start`: install, migrate and seed the embedded database, build, and serve on PORT (3000).
import { bin, installDependencies, mustRun, run, runOrExit } from './lib.mjs'

await installDependencies()
await runOrExit(bin('tsx'), ['scripts/check-env.ts'])
await runOrExit(bin('tsx'), ['scripts/db-setup.ts'])
await mustRun(bin('tsx'), ['scripts/generate-images.ts'])
if (process.env.SKIP_BUILD !== '1') await mustRun(bin('next'), ['build'])
const port = process.env.PORT || '3000'
console.log(
  `\nServing the shop on http://localhost:${port} (poster brand: http://myposter.localhost:${port})\n`,
)
// Next's request handler behind the response cache for prerendered pages (server/start.mjs, ADR 0025).
process.exit(await run(process.execPath, ['server/start.mjs'], { env: { ...process.env, PORT: port } }))
