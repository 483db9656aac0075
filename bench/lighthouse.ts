/**
 * Lighthouse (mobile preset, performance only) in Debian's chromium. One Chrome per run keeps runs
 * independent; the bench interleaves the page and its zero-JS floor and reports medians.
 */
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

export interface LighthouseFigures {
  score: number
  lcpMs: number
  tbtMs: number
  cls: number
  transferKb: number
}

/** Debian's chromium without a screen or the services a profile would start; the back-office spec uses it too. */
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

/**
 * One Lighthouse run; a run Lighthouse itself reports as failed (runtimeError, no LCP) is said and
 * repeated once, so a one-off failure of the tool is not recorded as the page's score of 0.
 */
export async function runLighthouse(url: string): Promise<LighthouseFigures> {
  const first = await lighthouseOnce(url)
  if (!Number.isNaN(first.lcpMs)) return first
  console.warn(`  lighthouse measured no LCP for ${url}; once more`)
  return lighthouseOnce(url)
}

/** A Chrome for Lighthouse to drive (CHROME_PATH, else Debian's chromium); the caller kills it. */
export function launchChrome(): Promise<chromeLauncher.LaunchedChrome> {
  return chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  })
}

async function lighthouseOnce(url: string): Promise<LighthouseFigures> {
  const chrome = await launchChrome()
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    })
    const lhr = result?.lhr
    if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`)
    if (lhr.runtimeError) console.warn(`  lighthouse: ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`)
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcpMs: audit('largest-contentful-paint'),
      tbtMs: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      transferKb: audit('total-byte-weight') / 1000,
    }
  } finally {
    await chrome.kill()
  }
}

export function medianFigures(runs: LighthouseFigures[]): LighthouseFigures {
  const median = (pick: (f: LighthouseFigures) => number) => {
    const values = runs.map(pick).sort((a, b) => a - b)
    return values[Math.floor(values.length / 2)] ?? Number.NaN
  }
  return {
    score: median((f) => f.score),
    lcpMs: median((f) => f.lcpMs),
    tbtMs: median((f) => f.tbtMs),
    cls: median((f) => f.cls),
    transferKb: median((f) => f.transferKb),
  }
}
