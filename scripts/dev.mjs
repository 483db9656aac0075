// `npm run dev`: the same set-up as `npm start`, then Next's development server.
import { bin, installDependencies, mustRun, run } from './lib.mjs'

await installDependencies()
await mustRun(bin('tsx'), ['scripts/check-env.ts'])
await mustRun(bin('tsx'), ['scripts/db-setup.ts'])
process.exit(await run(bin('next'), ['dev', '-p', process.env.PORT || '3000']))
