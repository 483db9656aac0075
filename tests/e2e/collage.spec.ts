import { expect, test, type Page } from './fixtures'
import { mmToPt } from '../../lib/shop/design-print/design/geometry'
import { boxOf, pageImageWidths, pageTexts } from '../../lib/shop/design-print/print/testing/pdf-inspect'
import { orderByPrepayment, printFilesOf, tab, uploadPhotos } from './photo-product-support'
import { CARD_ORIGIN, POSTER_ORIGIN, seriousA11yViolations } from './support'

/**
 * The collage builder end to end (issue 29 point 3, ADR 0077), on desktop and phone: the channel's
 * default design (13 poster, 1 card), the preconfigurator behind its flag, photos uploaded and laid
 * into the cells in one click, two photos swapped by drag (a tap on the phone), a cell panned,
 * spacing, background and text, canvas mode with its live price, the cart line and the way back, and
 * an ordered canvas collage's print file read back like wall art's (BleedBox = trim + wrap).
 */

const BUILDER = `${POSTER_ORIGIN}/de/configurator-collage`
const cells = (page: Page) => page.getByTestId('collage-cell')
const cropOf = (page: Page, layerId: string) =>
  page.locator(`[data-testid="collage-cell"][data-layer-id="${layerId}"] img`).getAttribute('style')

/** Photos of a trip, landscape and portrait in turn. */
const uploadSet = (page: Page, count: number) =>
  uploadPhotos(
    page,
    count,
    (i) => (i % 2 ? [1600, 2000] : [2400, 1600]),
    (i) => `reise-${i + 1}.jpg`,
  )

test('each channel opens its default collage: 13 on the poster channel, 1 on the card channel', async ({
  page,
}) => {
  await page.goto(BUILDER)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Unsere Momente')
  await expect(cells(page)).toHaveCount(7)
  expect(await seriousA11yViolations(page)).toEqual([])
  await tab(page, 'Layouts')
  await expect(page.locator('[data-testid="collage-layout"][data-design-id="13"]')).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  expect(await seriousA11yViolations(page)).toEqual([])
  await tab(page, 'Material & Format')
  expect(await seriousA11yViolations(page)).toEqual([])

  await page.goto(`${CARD_ORIGIN}/de/configurator-collage`)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Vier im Quadrat')
  await expect(cells(page)).toHaveCount(4)
  await expect(page).toHaveURL(/designId=1&/)
  await expect(page.getByTestId('collage-price')).toHaveAttribute('data-state', 'ok')
})

test('a panorama design opens as a panorama, in inches and dollars in the US shop', async ({ page }) => {
  await page.context().addCookies([{ name: 'country_hint_dismissed', value: '1', url: POSTER_ORIGIN }])
  await page.goto(`${POSTER_ORIGIN}/us/configurator-collage?designId=16`)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Panorama in three')
  await expect(page).toHaveURL(/formatType=1200x400/)
  await expect(page.getByTestId('collage-price')).toHaveAttribute('data-state', 'ok')
  await expect(page.getByTestId('collage-price')).toContainText('$')
  await tab(page, 'Material & size')
  await expect(page.getByTestId('collage-format').locator('option:checked')).toHaveText(/in$/)
})

test('an unknown design is a 404', async ({ page }) => {
  const response = await page.goto(`${BUILDER}?designId=999`)
  expect(response?.status()).toBe(404)
})

test('the preconfigurator flag puts a preset chooser in front of the builder', async ({ page }) => {
  await page.goto(`${BUILDER}?flag=voll_preconfigurator_collage_VP314&flagTreatment=on`)
  const form = page.getByTestId('collage-preconfigurator')
  await expect(form).toBeVisible()
  await expect(page.getByTestId('collage-preset')).toHaveCount(5)
  // It starts on the channel's default design (13), not on the first of its group.
  await expect(page.locator('[data-testid="collage-preset"][data-design-id="13"] input')).toBeChecked()
  expect(await seriousA11yViolations(page)).toEqual([])
  await page.locator('[data-testid="collage-preset"][data-design-id="12"]').click()
  await form.getByRole('radio', { name: 'Leinwand' }).check()
  await page.getByTestId('collage-preset-start').click()
  await expect(page).toHaveURL(/designId=12&materialType=leinwand/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Du und ich')
  await expect(cells(page)).toHaveCount(4)
  // The builder keeps preset=1 in its URL: a reload stays in the builder.
  await expect(page).toHaveURL(/preset=1/)
  await page.reload()
  await expect(page.getByTestId('collage-preconfigurator')).toHaveCount(0)
  await expect(cells(page)).toHaveCount(4)
})

for (const phone of [false, true]) {
  test.describe(phone ? 'on a phone' : 'on a desktop', () => {
    if (phone) test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

    test('photos in, auto-fill, swap, pan, spacing, background, text, canvas, into the cart and back', async ({
      page,
    }) => {
      test.setTimeout(180_000)
      await page.context().addCookies([{ name: 'country_hint_dismissed', value: '1', url: POSTER_ORIGIN }])
      await page.goto(`${BUILDER}?designId=12`)
      await expect(cells(page)).toHaveCount(4)
      await tab(page, 'Fotos')
      await uploadSet(page, 4)
      await page.getByTestId('collage-autofill').click()
      await expect(cells(page).and(page.locator('[data-filled="true"]'))).toHaveCount(4)
      await expect(page.getByTestId('tray-photo').and(page.locator('[data-used="true"]'))).toHaveCount(4)

      // Swap the photos of cells 1 and 4: drag the handle on a desktop, tap and tap on a phone.
      const src = async (id: string) =>
        page.locator(`[data-testid="collage-cell"][data-layer-id="${id}"] img`).getAttribute('src')
      const [first, fourth] = [await src('cell-1'), await src('cell-4')]
      const handle = page.locator('[data-layer-id="cell-1"] [data-testid="collage-cell-handle"]')
      const target = page.locator('[data-testid="collage-cell"][data-layer-id="cell-4"]')
      if (phone) {
        await handle.tap()
        await target.tap()
      } else {
        await handle.dragTo(target)
      }
      await expect.poll(() => src('cell-1')).toBe(fourth)
      await expect.poll(() => src('cell-4')).toBe(first)
      // One undo step takes the swap back, redo makes it again.
      await page.getByRole('button', { name: /^Rückgängig/ }).click()
      await expect.poll(() => src('cell-1')).toBe(first)
      await page.getByRole('button', { name: /^Wiederholen/ }).click()
      await expect.poll(() => src('cell-1')).toBe(fourth)

      // Pan the photo in cell 2: a mouse drag on a desktop, the arrow keys on a phone.
      const before = await cropOf(page, 'cell-2')
      const cell2 = page.locator('[data-testid="collage-cell"][data-layer-id="cell-2"]')
      if (phone) {
        await cell2.focus()
        await page.keyboard.press('+')
        await page.keyboard.press('ArrowRight')
      } else {
        const box = await cell2.boundingBox()
        if (!box) throw new Error('cell 2 is not on screen')
        await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
        await page.mouse.wheel(0, -300)
        await page.mouse.down()
        await page.mouse.move(box.x + box.width / 2 - 30, box.y + box.height / 2, { steps: 5 })
        await page.mouse.up()
      }
      await expect.poll(() => cropOf(page, 'cell-2')).not.toBe(before)

      await tab(page, 'Gestaltung')
      await page.getByTestId('collage-spacing').fill('20')
      await expect(page.getByText('Abstand zwischen den Fotos: 20 mm')).toBeVisible()
      await page.getByTestId('collage-background').fill('#223344')
      await expect(page).toHaveURL(/color=%23223344/)
      await page.getByTestId('collage-text-toggle').check()
      await page.getByTestId('collage-text').fill('<script>alert(1)</script> Sommer')
      await expect(page.getByTestId('collage-text-preview')).toHaveText('<script>alert(1)</script> Sommer')

      await tab(page, 'Material & Format')
      const posterPrice = await page.getByTestId('collage-price').textContent()
      await page.getByTestId('collage-mode').getByRole('button', { name: 'Leinwand' }).click()
      await expect(page).toHaveURL(/materialType=leinwand/)
      await expect(page.getByTestId('collage-price')).toHaveAttribute('data-state', 'ok')
      await expect(page.getByTestId('collage-price')).not.toHaveText(posterPrice ?? '')
      await page.getByTestId('collage-mode').getByRole('button', { name: 'Poster mit Rahmen' }).click()
      await expect(page.getByTestId('collage-frame')).toHaveValue('holzrahmen')
      await expect(page).toHaveURL(/materialType=poster&frameType=holzrahmen/)
      await page.getByTestId('collage-mode').getByRole('button', { name: 'Leinwand' }).click()
      await expect(page.getByTestId('collage-price')).toHaveAttribute('data-state', 'ok')

      await page.getByTestId('collage-add-to-cart').click()
      await expect(page).toHaveURL(/\/de\/warenkorb/, { timeout: 30_000 })
      const line = page.getByTestId('cart-line-collage')
      await expect(line).toHaveCount(1)
      await expect(line).toContainText('Fotocollage Leinwand')
      // The text is stored as text and shown escaped: no script ran, the words are there.
      await expect(line.getByTestId('photo-product-thumbnail')).toBeVisible()
      await line.getByRole('link', { name: /bearbeiten/ }).click()
      await expect(page).toHaveURL(/\/de\/configurator-collage\?line=|line=/)
      await expect(cells(page).and(page.locator('[data-filled="true"]'))).toHaveCount(4, { timeout: 30_000 })
      await expect(page.getByTestId('collage-text-preview')).toHaveText('<script>alert(1)</script> Sommer')
      await expect(page.getByTestId('collage-add-to-cart')).toHaveText('Änderungen übernehmen')
    })
  })
}

test('an ordered canvas collage prints like wall art: BleedBox = trim + wrap, one image per cell', async ({
  page,
}) => {
  test.setTimeout(240_000)
  await page.context().addCookies([{ name: 'country_hint_dismissed', value: '1', url: POSTER_ORIGIN }])
  await page.goto(`${BUILDER}?designId=1&materialType=leinwand&formatType=500x500`)
  await tab(page, 'Fotos')
  await uploadSet(page, 4)
  await page.getByTestId('collage-autofill').click()
  await expect(cells(page).and(page.locator('[data-filled="true"]'))).toHaveCount(4)
  await tab(page, 'Gestaltung')
  await page.getByTestId('collage-text-toggle').check()
  await page.getByTestId('collage-text').fill('Sommer 2026')
  await expect(page.getByTestId('collage-price')).toHaveAttribute('data-state', 'ok')
  await page.getByTestId('collage-add-to-cart').click()
  await expect(page).toHaveURL(/\/de\/warenkorb/, { timeout: 30_000 })

  const number = await orderByPrepayment(page, `collage-${Date.now()}@example.com`)
  const { main } = await printFilesOf(page, number, ['main'] as const)
  expect(main.getPageCount()).toBe(1)
  const pdfPage = main.getPage(0)
  const [tx0, ty0, tx1, ty1] = boxOf(pdfPage, 'TrimBox')
  const [bx0, , bx1] = boxOf(pdfPage, 'BleedBox')
  expect((tx1! - tx0!) / mmToPt(1)).toBeCloseTo(500, 0)
  expect((ty1! - ty0!) / mmToPt(1)).toBeCloseTo(500, 0)
  // A 2 cm stretcher bar: the wrap is 20 + 5 mm on each side.
  expect((bx1! - bx0!) / mmToPt(1)).toBeCloseTo(550, 0)
  expect(pageImageWidths(pdfPage)).toHaveLength(4)
  expect(pageTexts(pdfPage).join(' ')).toContain('Sommer 2026')
})

test('a collage survives a reload with its photos and frame colour (autosaved, saved= in the URL)', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await page.context().addCookies([{ name: 'country_hint_dismissed', value: '1', url: POSTER_ORIGIN }])
  await page.goto(`${BUILDER}?designId=1&materialType=poster&frameType=holzrahmen`)
  await tab(page, 'Fotos')
  await uploadSet(page, 4)
  await page.getByTestId('collage-autofill').click()
  await expect(cells(page).and(page.locator('[data-filled="true"]'))).toHaveCount(4)
  await tab(page, 'Material & Format')
  // The autosave that carries the oak frame (the first save, after the fill, may come before it).
  const oakSaved = page.waitForResponse(
    (r) => r.url().endsWith('/web-api/designs') && r.ok() && (r.request().postData() ?? '').includes('"oak"'),
    { timeout: 20_000 },
  )
  await page.getByTestId('collage-frame-colour').getByRole('radio', { name: 'Eiche' }).check()
  await oakSaved
  await expect(page).toHaveURL(/saved=/)

  await page.reload()
  await expect(cells(page).and(page.locator('[data-filled="true"]'))).toHaveCount(4)
  await tab(page, 'Material & Format')
  await expect(page.getByTestId('collage-frame-colour').getByRole('radio', { name: 'Eiche' })).toBeChecked()
})
