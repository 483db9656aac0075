import { expect, test, type Page } from './fixtures'
import { mmToPt } from '../../lib/shop/design-print/design/geometry'
import { newPhotoPrintsDocument } from '../../lib/shop/design-print/design/photo-prints'
import { PHOTO_PRINT_BLEED_MM, PHOTO_PRINT_BORDER_MM } from '../../lib/model/photo-print-keys'
import {
  boxOf,
  pageContent,
  pageImageWidths,
  pageTexts,
} from '../../lib/shop/design-print/print/testing/pdf-inspect'
import { orderByPrepayment, photo, printFilesOf } from './photo-product-support'
import { CARD_ORIGIN, POSTER_ORIGIN, seriousA11yViolations } from './support'

/**
 * Photo prints end to end (issue 29 point 2, ADR 0076), on desktop and phone: six files at once, one
 * of them no picture (refused with the server's reason while the rest go up), "für alle" and
 * per-photo format, paper, border and copies, a crop, the low-resolution warning, the price, the cart
 * and back, the order, and the print file read back from the back office: one page per print at its
 * size in the photo's orientation, 2 mm bleed, the white border's photo 4 mm inside the trim, the
 * copies in the slug.
 */

const PAGE = `${POSTER_ORIGIN}/de/configurator-photoprint`

const dismissCountryHint = (page: Page, origin = POSTER_ORIGIN) =>
  page.context().addCookies([{ name: 'country_hint_dismissed', value: '1', url: origin }])

/** Five photos (landscape, portrait, landscape, portrait, a small one) and a text file named .jpg. */
async function chooseFiles(page: Page) {
  const sizes: [number, number][] = [
    [1800, 1200],
    [1200, 1800],
    [1800, 1200],
    [1200, 1800],
    [300, 200],
  ]
  const photos = await Promise.all(
    sizes.map(async ([w, h], i) => ({
      name: `foto-${i + 1}.jpg`,
      mimeType: 'image/jpeg',
      buffer: await photo(w, h, i),
    })),
  )
  const broken = { name: 'kaputt.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('Das ist kein Bild.\n') }
  await page
    .getByTestId('photoprints-upload')
    .setInputFiles([...photos.slice(0, 2), broken, ...photos.slice(2)])
}

const item = (page: Page, index: number) => page.getByTestId('photoprints-item').nth(index)

test('the US shop prices in dollars and measures in inches; the card shop sells prints too', async ({
  page,
}) => {
  await dismissCountryHint(page)
  await page.goto(`${POSTER_ORIGIN}/us/configurator-photoprint?format=13x18`)
  await expect(page.getByRole('heading', { name: 'Photo prints' })).toBeVisible()
  await expect(page.getByTestId('photoprints-all-format')).toHaveValue('13x18')
  await expect(page.getByTestId('photoprints-all-format')).toContainText('5.1 × 7.1 in')
  await expect(page.getByTestId('photoprints-add-to-cart')).toBeDisabled()
  const response = await page.goto(`${CARD_ORIGIN}/de/configurator-photoprint/`)
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { name: 'Fotoabzüge' })).toBeVisible()
})

test('a cart line that is not the visitor’s is a 404', async ({ page }) => {
  const response = await page.goto(`${PAGE}?line=00000000-0000-4000-8000-000000000000`)
  expect(response?.status()).toBe(404)
})

test.describe('200 prints on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

  test('open from the cart and stay quick to change, one by one and for all', async ({ page }) => {
    test.setTimeout(120_000)
    await dismissCountryHint(page)
    await page.goto(PAGE)
    const jpeg = (await photo(1800, 1200, 3)).toString('base64')
    const upload = await page.evaluate(async (b64) => {
      const form = new FormData()
      form.set('purpose', 'photo')
      form.set(
        'file',
        new File([Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))], 'a.jpg', { type: 'image/jpeg' }),
      )
      return (
        (await (await fetch('/web-api/uploads', { method: 'POST', body: form })).json()) as { id: string }
      ).id
    }, jpeg)
    const snapshot = newPhotoPrintsDocument(
      Array.from({ length: 200 }, () => ({
        photo: { assetId: upload, widthPx: 1800, heightPx: 1200 },
        item: { format: '10x15' as const, paper: 'matt' as const, border: 'none' as const, copies: 1 },
      })),
      '6f1d2c3b-4a59-4e68-9d7c-8b9a0f1e2d3c',
    )
    const line = await page.evaluate(
      async (body) => {
        const response = await fetch('/web-api/cart/items', {
          method: 'POST',
          headers: { 'content-type': 'application/json', locale: 'de-DE' },
          body: JSON.stringify(body),
        })
        return ((await response.json()) as { items: { id: string }[] }).items[0]?.id
      },
      { kind: 'photoprints', snapshot, quantity: 1 },
    )
    await page.goto(`${PAGE}?line=${line}`)
    await expect(page.getByTestId('photoprints-item')).toHaveCount(200)
    // 200 × 0,25 €.
    const total = page.getByTestId('photoprints-price').locator('p').first()
    await expect(total).toHaveText('50 €')
    await expect(page.getByTestId('photoprints-add-to-cart')).toHaveText('Änderungen übernehmen')

    const started = Date.now()
    await item(page, 150).getByTestId('photoprints-format').selectOption('20x30')
    await expect(total).toHaveText('51,74 €')
    const one = Date.now() - started
    await page.getByTestId('photoprints-all-format').selectOption('9x13')
    await expect(total).toHaveText('38 €')
    await expect(item(page, 199).getByTestId('photoprints-format')).toHaveValue('9x13')
    // Generous for a shared test machine; on a phone-speed CPU (4× slowed) it measured ~25 ms and
    // ~145 ms for all 200 (ADR 0076).
    expect(one).toBeLessThan(1_500)
  })
})

for (const phone of [false, true]) {
  test.describe(phone ? 'on a phone' : 'on a desktop', () => {
    if (phone) test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

    test('six files, one refused; per photo and for all; crop; cart and back; order; print file', async ({
      page,
    }) => {
      test.setTimeout(300_000)
      await dismissCountryHint(page)
      await page.goto(PAGE)
      await expect(page.getByTestId('photoprints-add-to-cart')).toBeDisabled()
      await chooseFiles(page)

      const files = page.getByTestId('photoprints-file')
      await expect(files).toHaveCount(6)
      await expect(files.and(page.locator('[data-state="done"]'))).toHaveCount(5, { timeout: 60_000 })
      const refused = files.and(page.locator('[data-name="kaputt.jpg"]'))
      await expect(refused).toHaveAttribute('data-state', 'failed')
      await expect(refused.getByRole('alert')).toContainText(
        'kaputt.jpg konnte nicht hochgeladen werden: Bitte laden Sie ein Foto',
      )
      // The prints in the order chosen; only the small photo is too coarse for 10 × 15.
      await expect(page.getByTestId('photoprints-item')).toHaveCount(5)
      await expect(page.locator('[data-testid="photoprints-item"][data-low-res="true"]')).toHaveCount(1)
      await expect(item(page, 4)).toHaveAttribute('data-low-res', 'true')
      await expect(item(page, 4).getByTestId('photoprints-low-res')).toContainText('Geringe Auflösung')

      // For all: 13 × 18. Then photo 2 on its own: 10 × 10 Hahnemühle with a white border, 3 copies.
      await page.getByTestId('photoprints-all-format').selectOption('13x18')
      for (let i = 0; i < 5; i++)
        await expect(item(page, i).getByTestId('photoprints-format')).toHaveValue('13x18')
      await item(page, 1).getByTestId('photoprints-format').selectOption('10x10')
      await item(page, 1).getByTestId('photoprints-paper').selectOption('hahnemuehle')
      await item(page, 1).getByTestId('photoprints-border').selectOption('white')
      await item(page, 1).getByTestId('photoprints-copies').fill('3')
      await item(page, 0).getByTestId('photoprints-copies').fill('2')

      // A crop: zoomed in, the first photo shows less of itself.
      const picture = item(page, 0).locator('img')
      const before = await picture.getAttribute('style')
      await item(page, 0).getByTestId('photoprints-crop').click()
      const dialog = page.getByTestId('photo-crop')
      await expect(dialog).toBeVisible()
      await dialog.getByTestId('photo-crop-zoom-in').click()
      await dialog.getByTestId('photo-crop-zoom-in').click()
      await dialog.getByTestId('photo-crop-done').click()
      await expect(dialog).toBeHidden()
      expect(await picture.getAttribute('style')).not.toBe(before)

      // 4 × 13 × 18 at 0,45 € (photo 1 twice) and 3 × 10 × 10 Hahnemühle at 0,65 €: 4,20 €.
      await expect(page.getByTestId('photoprints-count')).toHaveText('5 Fotos, 8 Abzüge')
      await expect(page.getByTestId('photoprints-price')).toContainText('4,20 €')
      expect(await seriousA11yViolations(page)).toEqual([])
      // Autosaved (ADR 0102): a reload before the cart keeps every photo and choice.
      await expect(page.locator('[data-save-status="saved"]')).toHaveCount(1, { timeout: 15_000 })
      await expect(page).toHaveURL(/[?&]saved=/)
      await page.reload()
      await expect(page.getByTestId('photoprints-item')).toHaveCount(5)
      await expect(item(page, 1).getByTestId('photoprints-copies')).toHaveValue('3')
      await expect(page.getByTestId('photoprints-price')).toContainText('4,20 €')

      await page.getByTestId('photoprints-add-to-cart').click()
      await expect(page).toHaveURL(/\/de\/warenkorb/, { timeout: 30_000 })
      const line = page.getByTestId('cart-line-photoprints')
      await expect(line).toHaveCount(1)
      await expect(line).toContainText('Fotoabzüge: 8 Abzüge (5 × 13 × 18 cm, 3 × 10 × 10 cm)')
      await expect(line).toContainText('4,20 €')

      // Back from the cart: the same prints, then saved into the same line.
      await line.getByRole('link', { name: /bearbeiten/i }).click()
      await expect(page).toHaveURL(/\/de\/configurator-photoprint\?.*line=/)
      await expect(page.getByTestId('photoprints-item')).toHaveCount(5)
      await expect(item(page, 1).getByTestId('photoprints-copies')).toHaveValue('3')
      await expect(item(page, 1).getByTestId('photoprints-border')).toHaveValue('white')
      await expect(page.getByTestId('photoprints-add-to-cart')).toHaveText('Änderungen übernehmen')
      await page.getByTestId('photoprints-add-to-cart').click()
      await expect(page).toHaveURL(/\/de\/warenkorb/, { timeout: 30_000 })
      await expect(page.getByTestId('cart-line-photoprints')).toHaveCount(1)

      const number = await orderByPrepayment(
        page,
        `abzuege-${phone ? 'phone' : 'desk'}-${Date.now()}@example.com`,
      )
      const { main: pdf } = await printFilesOf(page, number, ['main'] as const)
      expect(pdf.getPageCount()).toBe(5)
      // Each print at its size, turned to its photo: landscape, the square, landscape, portrait, landscape.
      const sizes = [
        [180, 130],
        [100, 100],
        [180, 130],
        [130, 180],
        [180, 130],
      ]
      const bleed = mmToPt(PHOTO_PRINT_BLEED_MM)
      pdf.getPages().forEach((sheet, index) => {
        const [w, h] = sizes[index] as [number, number]
        const [tx0, ty0, tx1, ty1] = boxOf(sheet, 'TrimBox') as [number, number, number, number]
        expect(tx1 - tx0, `page ${index + 1}`).toBeCloseTo(mmToPt(w), 0)
        expect(ty1 - ty0, `page ${index + 1}`).toBeCloseTo(mmToPt(h), 0)
        const [bx0, by0, bx1, by1] = boxOf(sheet, 'BleedBox') as [number, number, number, number]
        expect([tx0 - bx0, ty0 - by0, bx1 - tx1, by1 - ty1].map((d) => d.toFixed(1))).toEqual(
          Array(4).fill(bleed.toFixed(1)),
        )
        // The photo at the upload's full width.
        expect(pageImageWidths(sheet)).toEqual([[1800, 1200, 1800, 1200, 300][index]])
      })
      // The white-bordered print clips its photo to the trim less 4 mm on every side.
      const inner = mmToPt(100 - 2 * PHOTO_PRINT_BORDER_MM).toFixed(2)
      const clips = [...pageContent(pdf.getPage(1)).matchAll(/[\d.-]+ [\d.-]+ ([\d.]+) ([\d.]+) re/g)].map(
        (m) => [Number(m[1]).toFixed(2), Number(m[2]).toFixed(2)],
      )
      expect(clips).toContainEqual([inner, inner])
      // The slug names the copies to make.
      expect(pageTexts(pdf.getPage(0)).join(' ')).toContain('2 Stück')
      expect(pageTexts(pdf.getPage(1)).join(' ')).toContain('3 Stück')
    })
  })
}
