import { expect as baseExpect, test, type Page } from './fixtures'
import { CARD_ORIGIN, POSTER_ORIGIN } from './support'

/** The named experiments wired to real UI (issue 9 point 8), forced per session with the QA parameters. */

const expect = baseExpect.configure({ timeout: 15_000 })
test.describe.configure({ timeout: 60_000 })

const force = (flag: string, treatment: 'on' | 'off') => `flag=${flag}&flagTreatment=${treatment}`

/** Layout shifts recorded since navigation start (the CLS sources of the page so far). */
async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
            total += entry.value
        }).observe({ type: 'layout-shift', buffered: true })
        setTimeout(() => resolve(total), 500)
      }),
  )
}

test('the A/B wrapper on the home page shows the forced variant in the server HTML, without shift', async ({
  page,
}) => {
  const flag = 'kls_home_teaser_test_KS187'
  await page.goto(`${CARD_ORIGIN}/de/?${force(flag, 'on')}`)
  await expect(page).toHaveURL(`${CARD_ORIGIN}/de/`)
  const wrapper = page.locator(`[data-container="ab_test"][data-flag="${flag}"]`)
  await expect(wrapper).toHaveAttribute('data-variant', 'on')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Ihre Hochzeitskarten – in Minuten gestaltet',
  )
  // The variant comes with the document itself: nothing is swapped after load.
  const html = await (await page.request.get(`${CARD_ORIGIN}/de/`)).text()
  expect(html).toContain('data-variant="on"')
  expect(await layoutShift(page)).toBeLessThanOrEqual(0.02)

  await page.goto(`${CARD_ORIGIN}/de/?${force(flag, 'off')}`)
  await expect(wrapper).toHaveAttribute('data-variant', 'off')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hochzeitskarten, die von Ihnen erzählen')
  // The internal route of an assignment is not a public page.
  expect((await page.request.get(`${CARD_ORIGIN}/de/ab-variant/${flag}/`)).status()).toBe(404)
})

test.describe('product page on a phone', () => {
  test.use({ viewport: { width: 412, height: 800 }, hasTouch: true, isMobile: true })

  test('the sticky bar follows the visitor while the actions are out of view', async ({ page }) => {
    const flag = 'kls_sticky_add_to_cart_KS142'
    await page.goto(`${CARD_ORIGIN}/de/products/?product=folded-card&${force(flag, 'on')}`)
    await page.getByTestId('design-grid').getByRole('listitem').first().getByRole('link').first().click()
    await expect(page).toHaveURL(/\/de\/products\/design\/[a-z0-9-]+\/$/)
    const bar = page.getByTestId('sticky-add-to-cart')
    await page.evaluate(() => window.scrollTo(0, 0))
    await expect(bar).toBeVisible()
    await expect(bar.getByRole('link', { name: 'Jetzt gestalten' })).toHaveAttribute(
      'href',
      /configurator-card/,
    )
    await expect(bar).toContainText('€')
    await page.locator('#product-actions').scrollIntoViewIfNeeded()
    await expect(bar).toBeHidden()
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await expect(bar).toBeVisible()

    const url = page.url()
    await page.goto(`${url}?${force(flag, 'off')}`)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByTestId('sticky-add-to-cart')).toHaveCount(0)
  })
})

test('the poster overviews show a grid or a list by their flags', async ({ page }) => {
  const cases = [
    ['alle-fotokalender', 'voll_grid_overview_calendar_VP311', 'calendar-list'],
    ['alle-fotobuecher', 'voll_grid_overview_photobook_VP312', 'photobook-list'],
  ] as const
  for (const [route, flag, testId] of cases) {
    await page.goto(`${POSTER_ORIGIN}/de/${route}?${force(flag, 'on')}`)
    await expect(page.getByTestId(testId)).toHaveAttribute('data-layout', 'grid')
    await page.goto(`${POSTER_ORIGIN}/de/${route}?${force(flag, 'off')}`)
    await expect(page.getByTestId(testId)).toHaveAttribute('data-layout', 'list')
    await expect(page.getByTestId('design-tile').first()).toBeVisible()
  }
  // The collage overview is a CMS container on a cached story page: a content experiment.
  const collages = page.locator('[data-container="collage_overview"] ul')
  await page.goto(`${POSTER_ORIGIN}/de/fotocollagen?${force('voll_grid_overview_collage_VP313', 'on')}`)
  await expect(collages).toHaveAttribute('data-layout', 'grid')
  await page.goto(`${POSTER_ORIGIN}/de/fotocollagen?${force('voll_grid_overview_collage_VP313', 'off')}`)
  await expect(collages).toHaveAttribute('data-layout', 'list')
  await expect(collages.getByTestId('catalogue-tile').first()).toBeVisible()
})
