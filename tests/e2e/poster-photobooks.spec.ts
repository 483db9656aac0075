import { expect, test } from './fixtures'
import { CARD_ORIGIN, POSTER_ORIGIN, seriousA11yViolations } from './support'

/** The poster channel's photo book overview: back link, aspect-ratio and style filters in the URL. */

const OVERVIEW = `${POSTER_ORIGIN}/de/alle-fotobuecher`

test('shows every design with a back link to the products', async ({ page }) => {
  await page.goto(OVERVIEW)
  await expect(page.getByRole('heading', { level: 1, name: 'Fotobuch-Designs' })).toBeVisible()
  await expect(page.getByTestId('design-tile')).toHaveCount(18)
  await expect(page.getByRole('link', { name: 'Zurück zu allen Produkten' })).toHaveAttribute(
    'href',
    '/de/products',
  )
  expect(await seriousA11yViolations(page)).toEqual([])
})

test('filters by aspect ratio and style, in the URL', async ({ page }) => {
  await page.goto(OVERVIEW)
  await page.getByRole('radio', { name: 'Quadratisch' }).check()
  await expect(page).toHaveURL(/aspectRatio=square/)
  await expect(page.getByTestId('design-progress')).toHaveText('15 von 15 Designs')
  for (const meta of await page.getByTestId('design-tile').allTextContents())
    expect(meta).toContain('Quadratisch')

  await page.getByRole('radio', { name: 'Querformat' }).check()
  await page.getByLabel('Stil').selectOption('boho')
  await expect(page).toHaveURL(/aspectRatio=landscape.*style=boho/)
  await expect(page.getByTestId('design-tile')).toHaveCount(1)
  await expect(page.getByTestId('design-tile').getByRole('heading')).toHaveText('Boho-Hochzeit')

  await page.reload()
  await expect(page.getByRole('radio', { name: 'Querformat' })).toBeChecked()
  await expect(page.getByLabel('Stil')).toHaveValue('boho')
})

test('works from the keyboard', async ({ page }) => {
  await page.goto(OVERVIEW)
  await page.getByRole('radio', { name: 'Alle' }).focus()
  await page.keyboard.press('ArrowRight')
  await expect(page).toHaveURL(/aspectRatio=landscape/)
  await expect(page.getByRole('radio', { name: 'Querformat' })).toBeChecked()
})

test('says so when nothing matches', async ({ page }) => {
  await page.goto(`${OVERVIEW}?aspectRatio=portrait&style=vintage`)
  await expect(page.getByRole('status')).toHaveText(/keine Designs/)
})

test('speaks English in the US shop', async ({ page }) => {
  await page.goto(`${POSTER_ORIGIN}/us/alle-fotobuecher?aspectRatio=portrait`)
  await expect(page.getByRole('heading', { level: 1, name: 'Photo book designs' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Back to all products' })).toHaveAttribute(
    'href',
    '/us/products',
  )
  await expect(page.getByRole('radio', { name: 'Portrait' })).toBeChecked()
  await expect(page.getByTestId('design-tile').first()).toContainText('from $')
})

test('every tile opens the photo-book configurator with its set and the way back', async ({ page }) => {
  await page.goto(`${OVERVIEW}?aspectRatio=portrait`)
  const links = page.getByRole('link').filter({ has: page.getByTestId('design-tile') })
  await expect(links).toHaveCount(await page.getByTestId('design-tile').count())
  for (const href of await links.evaluateAll((all) => all.map((a) => a.getAttribute('href'))))
    expect(href).toMatch(
      /^\/de\/configurator-photobook\?designGroupSetId=\d+&format=din-portrait&list=aspectRatio%3Dportrait$/,
    )
  await links.first().click()
  await expect(page.getByTestId('photobook-form')).toBeVisible()
  await expect(page.getByTestId('photobook-format')).toHaveValue('din-portrait')
  await page.getByTestId('back-to-overview').click()
  await expect(page).toHaveURL(`${OVERVIEW}?aspectRatio=portrait`)
})

test('the card brand has no photo book overview', async ({ page }) => {
  const response = await page.goto(`${CARD_ORIGIN}/de/alle-fotobuecher/`)
  expect(response?.status()).toBe(404)
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

  test('filters without sideways scrolling', async ({ page }) => {
    await page.goto(OVERVIEW)
    await page.getByRole('radio', { name: 'Hochformat' }).check()
    await expect(page).toHaveURL(/aspectRatio=portrait/)
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
  })
})
