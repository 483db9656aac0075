import { createRequire } from 'node:module'
import { expect, type Locator, type Page } from '@playwright/test'
import type { AxeResults } from 'axe-core'
import { sampleDocumentInput } from '../../lib/shop/design-print/design/testing/fixtures'

/**
 * Shared data of the browser tests. The poster brand is served on myposter.localhost, which Chromium
 * resolves to loopback; Node does not, so API requests for it send the Host header instead.
 */

const PORT = Number(process.env.E2E_PORT ?? 3100)
export const CARD_ORIGIN = `http://localhost:${PORT}`
export const POSTER_HOST = `myposter.localhost:${PORT}`
export const POSTER_ORIGIN = `http://${POSTER_HOST}`

/** API requests from tests are not a browser: they name the shop's origin as a browser would. */
export const SAME_ORIGIN = { Origin: CARD_ORIGIN } as const

/** 50 folded cards of the editor's sample design, as the editor posts them to the cart. */
export const SAMPLE_CARD = {
  kind: 'card',
  snapshot: sampleDocumentInput(),
  options: { productType: 'folded-card', format: 'a6', paper: 'premium-matt', quantity: 50 },
}

/** Puts SAMPLE_CARD in the visitor's cart (the browser context's cookies) through the API. */
export async function addSampleCard(page: Page): Promise<void> {
  const response = await page.request.post('/web-api/cart/items', { data: SAMPLE_CARD, headers: SAME_ORIGIN })
  expect(response.status()).toBe(200)
}

export interface BrandPages {
  key: 'card' | 'poster'
  name: string
  origin: string
  home: string
  products: string
  wishlist: string
  missing: string
}

/** The same pages on both brands, in each brand's trailing-slash form. */
export const BRAND_PAGES: readonly BrandPages[] = [
  {
    key: 'card',
    name: 'Kartenstudio',
    origin: CARD_ORIGIN,
    home: '/de/',
    products: '/de/produkte/',
    wishlist: '/de/merkzettel/',
    missing: '/de/gibt-es-nicht/',
  },
  {
    key: 'poster',
    name: 'MYPOSTER',
    origin: POSTER_ORIGIN,
    home: '/de',
    products: '/de/products',
    wishlist: '/de/wishlist',
    missing: '/de/gibt-es-nicht',
  },
]

export function brandPages(key: BrandPages['key']): BrandPages {
  const found = BRAND_PAGES.find((b) => b.key === key)
  if (!found) throw new Error(`No test pages for brand ${key}`)
  return found
}

const axeScript = createRequire(import.meta.url).resolve('axe-core/axe.min.js')

export interface A11yViolation {
  id: string
  impact: string | null | undefined
  targets: string[]
}

/** Runs axe-core in the page and returns the violations with impact "serious" or "critical". */
export async function seriousA11yViolations(page: Page): Promise<A11yViolation[]> {
  await page.addScriptTag({ path: axeScript })
  const results = await page.evaluate(() =>
    (window as unknown as { axe: { run: () => Promise<AxeResults> } }).axe.run(),
  )
  // A run that checked nothing would pass vacuously.
  if (results.passes.length === 0) throw new Error('axe-core checked no rules on this page')
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, targets: v.nodes.map((n) => n.target.join(' ')) }))
}

/**
 * Waits until React has taken the element over (hydrated or rendered it; React then keeps its props on
 * the node). Text typed or a file chosen before is lost, as a shopper's would be on a page still
 * starting: a page of a second browser context, or one reached by a link, is not covered by the wait
 * for the page's scripts in fixtures.ts. The bound is that wait's: a page whose scripts never run fails.
 */
export async function reactOwns(element: Locator): Promise<void> {
  await expect
    .poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps'))), {
      timeout: 15_000,
    })
    .toBe(true)
}
