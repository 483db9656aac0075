// `npm run dev`: the same set-up as `npm start`, then Next's development server.
import { bin, installDependencies, mustRun, run, runOrExit } from './lib.mjs'

await installDependencies()
await runOrExit(bin('tsx'), ['scripts/check-env.ts'])
await runOrExit(bin('tsx'), ['scripts/db-setup.ts'])
await mustRun(bin('tsx'), ['scripts/generate-images.ts'])
process.exit(await run(bin('next'), ['dev', '-p', process.env.PORT || '3000']))
