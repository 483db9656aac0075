// `npm test`: install what tests need, then lint, typecheck, unit tests, the PostgreSQL path and
// browser tests. Ends with one line "N passed, N failed" (tests counted; lint and typecheck count
// as one check each).
import { readFileSync, rmSync } from 'node:fs'
import { bin, ensureChromium, installDependencies, run, runCaptured } from './lib.mjs'

/** Seconds since `started`, for the phase timings CI reads (the whole run must stay well under 30 min). */
const since = (started) => `${Math.round((performance.now() - started) / 1000)} s`
const timings = []
const begun = performance.now()
await installDependencies()
await ensureChromium()

// Playwright empties test-results/ when it starts, so the unit-test reports live elsewhere.
const REPORTS = '.test-reports'

let passed = 0
let failed = 0
const failures = []

async function check(name, command, args, env) {
  console.log(`\n=== ${name} ===`)
  const started = performance.now()
  const code = await run(command, args, env ? { env: { ...process.env, ...env } } : {})
  timings.push(`${name}: ${since(started)}`)
  if (code === 0) passed += 1
  else {
    failed += 1
    failures.push(name)
  }
  return code
}

/**
 * Runs each lane (a list of steps) one step after the other, the lanes side by side, and prints every
 * counted step's output whole, in order, once all are done. eslint, prettier and tsc are
 * single-threaded, so on CI's 2 cores two lanes finish in the time of the longer one (ADR 0032).
 * A step without a name is a quiet preparation: not counted, output dropped (as before).
 */
async function checksSideBySide(lanes) {
  const results = await Promise.all(
    lanes.map(async (steps) => {
      const done = []
      for (const { name, command, args } of steps) {
        const started = performance.now()
        const { code, output } = await runCaptured(command, args)
        if (name) done.push({ name, code, output, took: since(started) })
      }
      return done
    }),
  )
  for (const { name, code, output, took } of results.flat()) {
    console.log(`\n=== ${name} ===`)
    process.stdout.write(output)
    timings.push(`${name}: ${took}`)
    if (code === 0) passed += 1
    else {
      failed += 1
      failures.push(name)
    }
  }
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'))
  } catch {
    return undefined
  }
}

/** Runs a test runner and counts its tests from the JSON report it wrote. */
async function suite(name, command, args, reportPath, count, env) {
  rmSync(reportPath, { force: true })
  console.log(`\n=== ${name} ===`)
  const started = performance.now()
  const code = await run(command, args, { env: { ...process.env, ...env } })
  timings.push(`${name}: ${since(started)}`)
  const counts = count(readJson(reportPath))
  if (!counts) {
    failed += 1
    failures.push(`${name} (no report)`)
    return
  }
  passed += counts.passed
  failed += counts.failed
  if (counts.failed > 0 || code !== 0) failures.push(name)
  if (code !== 0 && counts.failed === 0) failed += 1
}

const vitestCounts = (r) => r && { passed: r.numPassedTests, failed: r.numFailedTests }
const playwrightCounts = (r) => r && { passed: r.stats.expected + r.stats.flaky, failed: r.stats.unexpected }

// Balanced for 2 cores: eslint alone takes about as long as prettier and tsc together.
await checksSideBySide([
  [{ name: 'lint', command: bin('eslint'), args: ['.', '--max-warnings=0'] }],
  [
    { name: 'format', command: bin('prettier'), args: ['--check', '.', '--log-level=warn'] },
    { command: bin('next'), args: ['typegen'] },
    { name: 'typecheck', command: bin('tsc'), args: ['--noEmit'] },
  ],
])
await suite(
  'unit and integration tests (vitest, PGlite in memory)',
  bin('vitest'),
  ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${REPORTS}/vitest.json`],
  `${REPORTS}/vitest.json`,
  vitestCounts,
)
await suite(
  'database tests on PostgreSQL',
  'node',
  [
    'scripts/test-postgres.mjs',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${REPORTS}/vitest-postgres.json`,
  ],
  `${REPORTS}/vitest-postgres.json`,
  vitestCounts,
)
await check('generated images', bin('tsx'), ['scripts/generate-images.ts'])
const built = await check('production build', bin('next'), ['build'])
if (built === 0) {
  await suite(
    'browser tests (Playwright, Debian chromium)',
    bin('playwright'),
    ['test'],
    'test-results/playwright.json',
    playwrightCounts,
  )
  // The forms of Next's output the production server relies on, on this build (ADR 0054): one check.
  await check("Next's forms the server relies on", process.execPath, [
    '--import',
    'tsx',
    '--test',
    '--test-reporter=spec',
    'tests/start/next-contract.ts',
  ])
  // Two instances of this build on one PostgreSQL share rate limits, cache invalidation and jobs
  // (issue 33, ADR 0115): one check of about a minute.
  await check('two instances on one PostgreSQL', process.execPath, [
    '--import',
    'tsx',
    '--test',
    '--test-reporter=spec',
    'tests/start/two-instances.ts',
  ])
}
// The real `npm start` sequence on a fresh clone of HEAD, with its own build (ADR 0047): one check.
await check('npm start on a fresh clone', process.execPath, [
  '--import',
  'tsx',
  '--test',
  '--test-reporter=spec',
  'tests/start/fresh-clone-start.ts',
])

console.log(`\nTimings: ${timings.join('; ')}; whole run ${since(begun)}`)
if (failures.length) console.log(`\nFailed: ${failures.join('; ')}`)
console.log(`\n${passed} passed, ${failed} failed`)
process.exit(failed === 0 ? 0 : 1)
