import { createRequire } from 'node:module'
import type { AxeResults, RunOptions } from 'axe-core'
import { screenEmulationMetrics, userAgents } from 'lighthouse/core/config/constants.js'
import defaultConfig from 'lighthouse/core/config/default-config.js'
import type { BrowserContextOptions, Page } from '@playwright/test'

/**
 * Lighthouse's accessibility score (lighthouse 12, mobile form factor) computed in a Playwright page
 * instead of a Lighthouse navigation, which costs 13-16 s a page in its load and idle waits (ADR 0104).
 * The category is axe-core (the same package Lighthouse loads) with the options of Lighthouse's
 * accessibility gatherer, each audit passing when its rule found nothing and left out when the rule
 * did not apply, and the score the weighted mean of the audits left, weights from Lighthouse's own
 * default config (its informative audits weigh nothing). backoffice-lighthouse.spec.ts compares this with Lighthouse itself on one page.
 */

/** A browser context as Lighthouse's mobile emulation: its screen, pixel ratio, touch and user agent. */
const mobile = screenEmulationMetrics.mobile
export const LIGHTHOUSE_PHONE: BrowserContextOptions = {
  viewport: { width: mobile.width, height: mobile.height },
  deviceScaleFactor: mobile.deviceScaleFactor,
  isMobile: true,
  hasTouch: true,
  userAgent: userAgents.mobile,
  locale: 'de-DE',
}

/**
 * The axe options of Lighthouse's accessibility gatherer (core/gather/gatherers/accessibility.js,
 * runA11yChecks), which does not export them.
 */
const LIGHTHOUSE_AXE_OPTIONS: RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] },
  resultTypes: ['violations', 'inapplicable'],
  rules: Object.fromEntries(
    Object.entries({
      accesskeys: true,
      'area-alt': false,
      'aria-allowed-role': true,
      'aria-braille-equivalent': false,
      'aria-conditional-attr': true,
      'aria-deprecated-role': true,
      'aria-dialog-name': true,
      'aria-prohibited-attr': true,
      'aria-roledescription': false,
      'aria-treeitem-name': true,
      'aria-text': true,
      'audio-caption': false,
      blink: false,
      'duplicate-id': false,
      'empty-heading': true,
      'frame-focusable-content': false,
      'frame-title-unique': false,
      'heading-order': true,
      'html-xml-lang-mismatch': true,
      'identical-links-same-purpose': true,
      'image-redundant-alt': true,
      'input-button-name': true,
      'label-content-name-mismatch': true,
      'landmark-one-main': true,
      'link-in-text-block': true,
      marquee: false,
      'meta-viewport': true,
      'nested-interactive': false,
      'no-autoplay-audio': false,
      'role-img-alt': false,
      'scrollable-region-focusable': false,
      'select-name': true,
      'server-side-image-map': false,
      'skip-link': true,
      'summary-name': false,
      'svg-img-alt': false,
      tabindex: true,
      'table-duplicate-name': true,
      'table-fake-caption': true,
      'target-size': true,
      'td-has-header': true,
    }).map(([rule, enabled]) => [rule, { enabled }]),
  ),
}

/** The category's weighted audits (the axe rules), in the category's order. */
const WEIGHTS: readonly { id: string; weight: number }[] = (
  defaultConfig.categories?.['accessibility']?.auditRefs ?? []
).filter((ref) => ref.weight > 0)

/**
 * The weighted audits Lighthouse only reports ("informative": bypass, th-has-data-cells …): their
 * weight is set to 0 when scoring, so they never move the score. Read from each audit's own meta.
 */
let informative: Promise<Set<string>> | undefined
const informativeAudits = () =>
  (informative ??= Promise.all(
    WEIGHTS.map(async ({ id }) => {
      const audit = (await import(`lighthouse/core/audits/accessibility/${id}.js`)) as {
        default: { meta: { scoreDisplayMode?: string } }
      }
      return audit.default.meta.scoreDisplayMode === 'informative' ? [id] : []
    }),
  ).then((ids) => new Set(ids.flat())))

const axeScript = createRequire(import.meta.url).resolve('axe-core/axe.min.js')

export interface A11yScore {
  /** 0-100, rounded as Lighthouse's report shows it. */
  score: number
  /** The audits that count towards the score and failed. */
  failed: string[]
  /** The audits that count towards the score on this page (applied to it, passed or failed). */
  applicable: string[]
}

/** Lighthouse's accessibility score of the page as it is now. */
export async function lighthouseAccessibility(page: Page): Promise<A11yScore> {
  if (WEIGHTS.length === 0) throw new Error("Lighthouse's default config names no accessibility audits")
  await page.addScriptTag({ path: axeScript })
  const found = await page.evaluate(async (options) => {
    const axe = (window as unknown as { axe: { run: (o: unknown) => Promise<AxeResults> } }).axe
    const results = await axe.run(options)
    // As Lighthouse: the gatherer scrolls back to the top, and a rule that broke is not scored.
    document.documentElement.scrollTop = 0
    return {
      violations: results.violations.map((r) => r.id),
      notApplicable: results.inapplicable.map((r) => r.id),
      broken: results.incomplete.filter((r) => 'error' in r && r.error).map((r) => r.id),
    }
  }, LIGHTHOUSE_AXE_OPTIONS)
  const shownOnly = await informativeAudits()
  const scored = WEIGHTS.filter(
    ({ id }) => !shownOnly.has(id) && !found.notApplicable.includes(id) && !found.broken.includes(id),
  )
  const failed = scored.filter(({ id }) => found.violations.includes(id))
  const total = scored.reduce((sum, { weight }) => sum + weight, 0)
  const passed = total - failed.reduce((sum, { weight }) => sum + weight, 0)
  return {
    score: total === 0 ? 0 : Math.round((passed / total) * 100),
    failed: failed.map(({ id }) => id),
    applicable: scored.map(({ id }) => id),
  }
}
