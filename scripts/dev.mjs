// `npm run dev`: the same set-up as `npm start`, then Next's development server. It listens on
// 127.0.0.1 only: under `next dev` no server of ours sees the client's address, and the mail viewer
// (every reset link) must answer this machine only (lib/mail/viewer.ts, ADR 0047).
import { bin, installDependencies, mustRun, run, runOrExit } from './lib.mjs'

await installDependencies()
await runOrExit(bin('tsx'), ['scripts/check-env.ts'])
await runOrExit(bin('tsx'), ['scripts/db-setup.ts'])
await mustRun(bin('tsx'), ['scripts/generate-images.ts'])
process.exit(
  await run(bin('next'), ['dev', '-p', process.env.PORT || '3000', '-H', '127.0.0.1'], {
    env: { ...process.env, DEV_SERVER_LOOPBACK: 'true' },
  }),
)
