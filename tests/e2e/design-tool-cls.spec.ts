import { devices, expect, test, type Page } from './fixtures'
import { benchPages } from '../../bench/pages'
import { CARD_ORIGIN } from './support'

/**
 * Layout shift of the design tool while it loads (issue 8 point 2: CLS <= 0.02). Konva, the fonts
 * and the price arrive after the server's HTML; the room they take must be there before they do.
 * The page is the bench's (first design of the wedding listing). A PerformanceObserver, installed
 * before the first byte, adds up every layout-shift entry without recent input, the way CLS counts
 * them for a page this short: a layout count, not a timing.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100)
const LIMIT = 0.02

interface Shift {
  value: number
  sources: string[]
}

declare global {
  interface Window {
    __shifts?: Shift[]
  }
}

async function observeShifts(page: Page) {
  await page.addInitScript(() => {
    const describe = (node: Node | null | undefined) => {
      if (!(node instanceof Element)) return String(node?.nodeName ?? 'gone')
      const cls = node.getAttribute('class')?.split(' ')[0]
      return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${cls ? `.${cls}` : ''}`
    }
    window.__shifts = []
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number
        hadRecentInput: boolean
        sources?: { node?: Node | null }[]
      }[]) {
        if (entry.hadRecentInput) continue
        window.__shifts?.push({
          value: entry.value,
          sources: (entry.sources ?? []).map((s) => describe(s.node)),
        })
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
}

async function loadedShifts(page: Page, path: string): Promise<Shift[]> {
  await observeShifts(page)
  await page.goto(path)
  await expect(page.locator('canvas').first()).toBeVisible()
  await expect(page.getByTestId('editor-price')).toContainText('€')
  await page.waitForLoadState('networkidle')
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
  // Two frames, so a shift caused by the last arrival has been reported.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))))
  return page.evaluate(() => window.__shifts ?? [])
}

async function editorPath(): Promise<string> {
  const pages = await benchPages(CARD_ORIGIN, PORT)
  const editor = pages.find((p) => p.kind === 'editor')
  if (!editor) throw new Error('the bench pages have no design tool')
  return editor.path
}

for (const [name, device] of [
  ['phone', devices['Pixel 7']],
  ['desktop', devices['Desktop Chrome']],
] as const) {
  test.describe(name, () => {
    test.use({
      viewport: device.viewport,
      deviceScaleFactor: device.deviceScaleFactor,
      isMobile: device.isMobile,
      hasTouch: device.hasTouch,
    })

    test(`the design tool does not shift while it loads (CLS <= ${LIMIT})`, async ({ page }) => {
      const shifts = await loadedShifts(page, await editorPath())
      const cls = shifts.reduce((sum, s) => sum + s.value, 0)
      expect(cls, JSON.stringify(shifts)).toBeLessThanOrEqual(LIMIT)
    })
  })
}
