import { test as base, type Page } from '@playwright/test'

export * from '@playwright/test'

/**
 * A page's scripts start after its first paint (ADR 0044), so the browser's load event can come
 * before Next's runtime has run; a click then lands on HTML that React has not taken over yet and
 * is lost, as a shopper's would be. Navigations in these tests therefore also wait until the page's
 * scripts have run (Next's runtime sets `window.next` before it hydrates), as a shopper waits for a
 * page to respond. Pages that carry no scripts of Next are not waited for, nor pages of a browser
 * with JavaScript off; a test that blocks the scripts on purpose imports Playwright's own `test`.
 */
async function scriptsRan(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        document.querySelector('script[data-after-paint]') === null &&
        (document.querySelector('script[src*="/_next/static/"]') === null || 'next' in window),
      null,
      { timeout: 15_000 },
    )
    // A navigation away, a download or a closed page ends the wait; the test's own steps then say
    // whether what it expected is there.
    .catch(() => undefined)
}

/** The page with goto, reload, goBack and goForward waiting for its scripts (pages of a context of their own). */
export function waitingForScripts(page: Page): Page {
  for (const name of ['goto', 'reload', 'goBack', 'goForward'] as const) {
    const navigate = page[name].bind(page) as (...args: unknown[]) => Promise<unknown>
    Object.assign(page, {
      [name]: async (...args: unknown[]) => {
        const response = await navigate(...args)
        await scriptsRan(page)
        return response
      },
    })
  }
  return page
}

export const test = base.extend({
  // Playwright names the fixture callback `use`; it is not React's hook.
  page: async ({ page, javaScriptEnabled }, provide) => {
    await provide(javaScriptEnabled === false ? page : waitingForScripts(page))
  },
})
