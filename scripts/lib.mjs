// Small helpers shared by the start/dev/test scripts (plain Node, so they run before any install).
import { spawn, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

// Nothing outside the package registries is reachable here, and no one needs the telemetry.
process.env.NEXT_TELEMETRY_DISABLED = '1'

export const bin = (name) => `node_modules/.bin/${name}`

/** Runs a command with inherited output; resolves to its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options })
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
    child.on('error', (error) => {
      console.error(`Could not run ${command}: ${error.message}`)
      resolve(1)
    })
  })
}

/** Like run, but collects stdout and stderr into one string, for steps that run side by side. */
export function runCaptured(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] })
    const chunks = []
    child.stdout.on('data', (chunk) => chunks.push(chunk))
    child.stderr.on('data', (chunk) => chunks.push(chunk))
    child.on('close', (code, signal) =>
      resolve({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(chunks).toString() }),
    )
    child.on('error', (error) => resolve({ code: 1, output: `Could not run ${command}: ${error.message}\n` }))
  })
}

export async function mustRun(command, args, options) {
  const code = await run(command, args, options)
  if (code !== 0) {
    console.error(`\n${command} ${args.join(' ')} failed with exit code ${code}.`)
    process.exit(code)
  }
}

/** For steps that explain their own failure in one line (settings, database lock): no extra noise. */
export async function runOrExit(command, args) {
  const code = await run(command, args)
  if (code !== 0) process.exit(code)
}

/** `npm install`, not the lockfile-strict clean install: the registry here lacks other platforms' optional packages. */
export async function installDependencies() {
  if (process.env.SKIP_INSTALL === '1') return
  await mustRun('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'])
}

export function hasCommand(name) {
  return spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0
}

/** Debian's chromium for Playwright and Lighthouse; installed through apt-get when missing. */
export async function ensureChromium() {
  if (existsSync('/usr/bin/chromium')) return
  console.log('Installing Debian chromium (needed by the browser tests) ...')
  const asRoot = process.getuid?.() === 0
  const apt = (...args) => (asRoot ? ['apt-get', args] : ['sudo', ['apt-get', ...args]])
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  await mustRun(...apt('update', '-qq'), { env })
  await mustRun(...apt('install', '-y', '-qq', 'chromium'), { env })
}
