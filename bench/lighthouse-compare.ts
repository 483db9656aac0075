/**
 * Lighthouse (the bench's settings, bench/lighthouse.ts) for a few URLs, interleaved run by run, with
 * medians: for comparing a branch's server with main's and with a zero-JS floor in the same minutes
 * on a shared machine (ADR 0034). Usage: npx tsx bench/lighthouse-compare.ts RUNS label=url …
 */
import { medianFigures, runLighthouse, type LighthouseFigures } from './lighthouse'

const [runsArg = '3', ...targets] = process.argv.slice(2)
const pages = targets.map((target) => {
  const cut = target.indexOf('=')
  if (cut < 1) throw new Error(`expected label=url, got "${target}"`)
  return { label: target.slice(0, cut), url: target.slice(cut + 1) }
})
const figures = new Map<string, LighthouseFigures[]>(pages.map((p) => [p.label, []]))
const shown = (f: LighthouseFigures) =>
  `score ${f.score}  LCP ${Math.round(f.lcpMs)} ms  TBT ${Math.round(f.tbtMs)} ms  CLS ${f.cls.toFixed(4)}`

for (let run = 0; run < Number(runsArg); run++) {
  for (const page of pages) {
    const result = await runLighthouse(page.url)
    figures.get(page.label)?.push(result)
    console.log(`${page.label} #${run + 1}: ${shown(result)}`)
  }
}
for (const [label, runs] of figures) console.log(`median ${label}: ${shown(medianFigures(runs))}`)
