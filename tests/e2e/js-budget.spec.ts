import { readFileSync, writeFileSync } from 'node:fs'
import { expect, test } from './fixtures'
import { firstLoadJs } from '../../bench/first-load-js'
import { benchPages, JS_BUDGET_KB } from '../../bench/pages'
import { CARD_ORIGIN } from './support'

/**
 * First-load JS budget (issue 8 point 2): the gzip size of the scripts each page's HTML loads, from
 * the production build. Deterministic for a build, so it is a test, not a timing. The budget is the
 * issue's (150 kB content and listing pages, 250 kB design tool); pages still above it are listed in
 * bench/js-budget-allowances.json with their size when recorded, and may not grow past that.
 * `UPDATE_JS_ALLOWANCES=1` rewrites the file after a deliberate change (say why in the commit).
 */
const ALLOWANCES = 'bench/js-budget-allowances.json'
const PORT = Number(process.env.E2E_PORT ?? 3100)

test('no page loads more JavaScript than its budget', async () => {
  test.setTimeout(120_000)
  const allowances = JSON.parse(readFileSync(ALLOWANCES, 'utf8')) as Record<string, number>
  const measured: Record<string, number> = {}
  const over: string[] = []
  for (const page of await benchPages(CARD_ORIGIN, PORT)) {
    const kb = Math.ceil((await firstLoadJs(CARD_ORIGIN, page.path, page.host)).gzipBytes / 100) / 10
    const limit = Math.max(JS_BUDGET_KB[page.kind], allowances[page.name] ?? 0)
    if (kb > JS_BUDGET_KB[page.kind]) measured[page.name] = kb
    if (kb > limit) over.push(`${page.name}: ${kb} kB > ${limit} kB`)
  }
  if (process.env.UPDATE_JS_ALLOWANCES === '1') {
    writeFileSync(ALLOWANCES, JSON.stringify(measured, null, 2) + '\n')
    return
  }
  expect(over).toEqual([])
})
