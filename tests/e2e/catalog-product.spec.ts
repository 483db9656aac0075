import { expect as baseExpect, test, type Page } from './fixtures'
import { seriousA11yViolations } from './support'

// Each option change or button press is a server render; on a busy machine that takes a few seconds.
const expect = baseExpect.configure({ timeout: 15_000 })
test.describe.configure({ timeout: 60_000 })

/** The product page of a design: title pattern, options priced by the server, actions, 404. */

/** Opens the first folded card of the listing (a product type with paper, refinement, envelope). */
async function openFoldedCard(page: Page, locale = 'de') {
  await page.goto(`/${locale}/products/?product=folded-card`)
  const tile = page.getByTestId('design-grid').getByRole('listitem').first()
  const name = (await tile.getByRole('link').first().textContent()) ?? ''
  await tile.getByRole('link').first().click()
  await expect(page).toHaveURL(new RegExp(`/${locale}/products/design/[a-z0-9-]+/$`))
  return name
}

test('title and h1 name the category and the design, the description the occasion', async ({ page }) => {
  await openFoldedCard(page)
  const h1 = (await page.getByRole('heading', { level: 1 }).textContent()) ?? ''
  expect(h1).toMatch(/^.+ in .+$/)
  await expect(page).toHaveTitle(`${h1} | Kartenstudio.de`)
  const description = await page.locator('meta[name=description]').getAttribute('content')
  expect(description).toContain(h1.split(' in ')[0])
  const jsonLd = JSON.parse(
    (await page.locator('main script[type="application/ld+json"]').textContent()) ?? '{}',
  )
  expect(jsonLd).toMatchObject({ '@type': 'Product', offers: { '@type': 'Offer', priceCurrency: 'EUR' } })
})

test('changing options updates the price from the server, in the URL', async ({ page }) => {
  await openFoldedCard(page)
  const total = page.getByTestId('total-price')
  const unit = page.getByTestId('unit-price')
  await expect(page.getByTestId('option-quantity')).toHaveValue('50')
  const before = await total.textContent()
  await page.getByTestId('option-quantity').selectOption('100')
  await expect(page).toHaveURL(/quantity=100/)
  await expect(total).not.toHaveText(before ?? '')
  await expect(page.getByText('(100 Stück)')).toBeVisible()

  // A refinement is offered only once the paper takes one.
  await expect(page.getByTestId('option-refinementType')).toHaveCount(0)
  await page.getByTestId('option-paper').selectOption('premium-matt')
  await expect(page.getByTestId('option-refinementType')).toBeVisible()
  const plain = await unit.textContent()
  await page.getByTestId('option-refinementType').selectOption('gold')
  await expect(page).toHaveURL(/refinementType=gold/)
  await expect(unit).not.toHaveText(plain ?? '')
  await expect(page.getByTestId('price').getByText('zzgl. Versand')).toBeVisible()

  // The chosen options survive a reload: they are the page's URL.
  await page.reload()
  await expect(page.getByTestId('option-refinementType')).toHaveValue('gold')
  await expect(page.getByTestId('option-quantity')).toHaveValue('100')
})

test.describe('in a Swiss browser', () => {
  test.use({ locale: 'de-CH' })

  test('the Swiss shop prices in CHF and shows its shipping table', async ({ page }) => {
    await openFoldedCard(page, 'ch')
    await expect(page.getByTestId('total-price')).toContainText('CHF')
    const shipping = page.getByTestId('shipping-table')
    await expect(shipping.getByRole('caption')).toHaveText('Versandkosten in die Schweiz')
    await expect(shipping).toContainText('9.99')
  })
})

test('design now goes to the card design tool, the sample form posts to the cart', async ({ page }) => {
  await openFoldedCard(page)
  const jsonLd = JSON.parse(
    (await page.locator('main script[type="application/ld+json"]').textContent()) ?? '{}',
  )
  // The page's own call to action; the sticky bar (flag) repeats it while this one is out of view.
  await expect(
    page.locator('#product-actions').getByRole('link', { name: 'Jetzt gestalten' }),
  ).toHaveAttribute(
    'href',
    // The page's chosen options go along (issue 30 point 1): the tool opens with the same choices.
    new RegExp(`^/de/configurator-card\\?design=${jsonLd.sku}&format=[a-z0-9-]+&quantity=50&`),
  )
  const sample = page.getByRole('button', { name: 'Gratis Muster bestellen' })
  await expect(sample.locator('xpath=ancestor::form')).toHaveAttribute('action', '/web-api/cart/samples')
})

test('similar designs and related products scroll with buttons', async ({ page }) => {
  await openFoldedCard(page)
  for (const name of ['Ähnliche Designs', 'Passend zu diesem Design']) {
    const carousel = page.getByRole('region', { name })
    if ((await carousel.count()) === 0) continue
    await expect(carousel.getByRole('button', { name: 'Weiter' })).toBeVisible()
    await expect(carousel.getByRole('button', { name: 'Zurück' })).toBeVisible()
    await expect(carousel.getByRole('list')).toBeVisible()
  }
  // The reference catalogue has designs for at least one of them.
  await expect(
    page.getByRole('region', { name: /Ähnliche Designs|Passend zu diesem Design/ }).first(),
  ).toBeVisible()
})

test('an unknown design is a 404', async ({ page }) => {
  for (const path of ['/de/products/design/gibt-es-nicht/', '/de/products/design/999999999/']) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(404)
    await expect(page.getByTestId('not-found-teaser')).toBeVisible()
  }
})

for (const [name, viewport] of [
  ['desktop', { width: 1300, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test.describe(`on ${name}`, () => {
    test.use({ viewport })

    test('the product page has no serious axe violations and is usable by keyboard', async ({ page }) => {
      await openFoldedCard(page)
      expect(await seriousA11yViolations(page)).toEqual([])
      const quantity = page.getByTestId('option-quantity')
      await quantity.focus()
      await page.keyboard.press('ArrowDown')
      await expect(page).toHaveURL(/quantity=55/)
      await expect(page.getByText('(55 Stück)')).toBeVisible()
    })
  })
}
