/**
 * Where a page's main-thread time goes (ADR 0036): loads URLs in Debian's chromium as a phone (Pixel 7
 * viewport, 4x CPU throttling like Lighthouse's mobile preset), interleaved run by run, and prints the
 * long tasks (> 50 ms) of the first seconds, their sum, the blocking part (above 50 ms each, what TBT
 * adds up) and, with --profile, the scripts and functions with the most self time in a V8 CPU profile.
 * Usage: npx tsx bench/long-tasks.ts RUNS [--profile] [--wait=ms] label=url …
 */
import { chromium, devices } from '@playwright/test'

interface ProfileNode {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number }
  children?: number[]
}
interface Profile {
  nodes: ProfileNode[]
  samples: number[]
  timeDeltas: number[]
}

const args = process.argv.slice(2)
const runs = Number(args.find((a) => /^\d+$/.test(a)) ?? '3')
const profile = args.includes('--profile')
const waitMs = Number(args.find((a) => a.startsWith('--wait='))?.slice(7) ?? '8000')
const pages = args
  .filter((a) => a.includes('='))
  .filter((a) => !a.startsWith('--'))
  .map((a) => ({ label: a.slice(0, a.indexOf('=')), url: a.slice(a.indexOf('=') + 1) }))

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0
const shortUrl = (url: string) =>
  url.replace(/^https?:\/\/[^/]+/, '').replace(/^\/_next\/static\/chunks\//, '')

/** Self time per script and per function (ms, throttled), from the profile's samples. */
function selfTimes(p: Profile) {
  const byId = new Map(p.nodes.map((n) => [n.id, n]))
  const perScript = new Map<string, number>()
  const perFunction = new Map<string, number>()
  p.samples.forEach((id, i) => {
    const frame = byId.get(id)?.callFrame
    if (!frame) return
    const ms = (p.timeDeltas[i] ?? 0) / 1000
    const script = frame.url ? shortUrl(frame.url) : `(${frame.functionName || 'native'})`
    perScript.set(script, (perScript.get(script) ?? 0) + ms)
    const fn = `${frame.functionName || '(anonymous)'} ${script}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`
    perFunction.set(fn, (perFunction.get(fn) ?? 0) + ms)
  })
  const top = (m: Map<string, number>, n: number) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, v]) => `    ${v.toFixed(0).padStart(6)} ms  ${k}`)
  return [
    ...top(perScript, 12),
    '  functions:',
    ...top(perFunction, 25),
    '  busy stretches:',
    ...stretches(p),
  ].join('\n')
}

/**
 * The profile cut at its idle samples: each busy stretch of 50 ms or more is (about) one long task;
 * listed with the scripts and functions that had most of its self time.
 */
function stretches(p: Profile): string[] {
  const byId = new Map(p.nodes.map((n) => [n.id, n]))
  const lines: string[] = []
  let at = 0
  let current: { start: number; ms: number; scripts: Map<string, number>; fns: Map<string, number> } | null =
    null
  const close = () => {
    if (current && current.ms >= 50) {
      const top = (m: Map<string, number>, n: number) =>
        [...m]
          .sort((a, b) => b[1] - a[1])
          .slice(0, n)
          .map(([k, v]) => `${k} ${v.toFixed(0)}`)
          .join(', ')
      lines.push(
        `    at ${Math.round(current.start)} ms: ${Math.round(current.ms)} ms | ${top(current.scripts, 4)}`,
      )
      lines.push(`        ${top(current.fns, 4)}`)
    }
    current = null
  }
  p.samples.forEach((id, i) => {
    const ms = (p.timeDeltas[i] ?? 0) / 1000
    at += ms
    const frame = byId.get(id)?.callFrame
    if (!frame || frame.functionName === '(idle)') return close()
    current ??= { start: at, ms: 0, scripts: new Map(), fns: new Map() }
    current.ms += ms
    const script = frame.url ? shortUrl(frame.url) : `(${frame.functionName || 'native'})`
    current.scripts.set(script, (current.scripts.get(script) ?? 0) + ms)
    const fn = `${frame.functionName || '(anon)'}@${script}:${frame.columnNumber + 1}`
    current.fns.set(fn, (current.fns.get(fn) ?? 0) + ms)
  })
  close()
  return lines
}

const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' })
const totals = new Map<string, { sum: number[]; blocking: number[] }>(
  pages.map((p) => [p.label, { sum: [], blocking: [] }]),
)
try {
  for (let run = 0; run < runs; run++) {
    for (const page of pages) {
      const context = await browser.newContext({ ...devices['Pixel 7'] })
      const tab = await context.newPage()
      const cdp = await context.newCDPSession(tab)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
      await tab.addInitScript(() => {
        const seen: { start: number; duration: number }[] = []
        ;(window as unknown as { __longTasks: typeof seen }).__longTasks = seen
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) seen.push({ start: e.startTime, duration: e.duration })
        }).observe({ type: 'longtask', buffered: true })
      })
      if (profile) {
        await cdp.send('Profiler.enable')
        await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
        await cdp.send('Profiler.start')
      }
      await tab.goto(page.url, { waitUntil: 'load' })
      await tab.waitForTimeout(waitMs)
      const tasks = await tab.evaluate(
        () => (window as unknown as { __longTasks: { start: number; duration: number }[] }).__longTasks,
      )
      const sum = tasks.reduce((s, t) => s + t.duration, 0)
      const blocking = tasks.reduce((s, t) => s + Math.max(0, t.duration - 50), 0)
      totals.get(page.label)?.sum.push(sum)
      totals.get(page.label)?.blocking.push(blocking)
      const list = tasks.map((t) => `${Math.round(t.start)}+${Math.round(t.duration)}`).join(' ')
      console.log(
        `${page.label} #${run + 1}: sum ${Math.round(sum)} ms, blocking ${Math.round(blocking)} ms: ${list}`,
      )
      if (profile) {
        const { profile: p } = (await cdp.send('Profiler.stop')) as { profile: Profile }
        console.log(selfTimes(p))
      }
      await context.close()
    }
  }
} finally {
  await browser.close()
}
for (const [label, t] of totals)
  console.log(
    `median ${label}: long tasks ${Math.round(median(t.sum))} ms, blocking ${Math.round(median(t.blocking))} ms`,
  )
