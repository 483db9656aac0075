import sharp from 'sharp'
import { expect, test, type Page } from './fixtures'
import { pdfWithRectangle } from '../../lib/shop/design-print/uploads/testing/pdf-photo-fixtures'
import { POSTER_ORIGIN } from './support'

/**
 * The wall-art configurator's remaining pieces of issue 26 in a browser: a PDF whose first page
 * becomes the photo (ADR 0062), the toolbox endpoints it asks for frame variants and the piece's
 * sizes, and the 3D view behind the poster brand's voll_3d_view_* flags (on in config/flags.yaml).
 */

const CONFIGURATOR = `${POSTER_ORIGIN}/de/configurator-wallart`

/** As in poster-wall-art.spec.ts: a file chosen before the configurator hydrated would be lost. */
async function open(page: Page, query: string): Promise<void> {
  await page.context().addCookies([{ name: 'country_hint_dismissed', value: '1', url: POSTER_ORIGIN }])
  await page.goto(`${CONFIGURATOR}?${query}`)
  await page.waitForFunction(() => 'next' in window, null, { timeout: 15_000 })
}

/** A colourful 1200 × 900 photo, so the canvas's mirrored edge shows in the screenshot. */
async function gradientPhoto(): Promise<Buffer> {
  const [width, height] = [1200, 900]
  const raw = Buffer.alloc(width * height * 3)
  for (let i = 0; i < raw.length; i += 3) {
    const px = i / 3
    raw[i] = Math.round(((px % width) / width) * 255)
    raw[i + 1] = Math.round((Math.floor(px / width) / height) * 200)
    raw[i + 2] = 160
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer()
}

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true }).click()

test('wall art: the first page of an uploaded PDF becomes the photo', async ({ page }) => {
  await open(page, 'material=poster')
  const uploaded = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/web-api/uploads' && r.request().method() === 'POST',
  )
  // An A4 page with a red rectangle 20-120 mm across, 117-267 mm from the top.
  await page
    .getByTestId('wallart-upload')
    .locator('input[type="file"]')
    .setInputFiles({
      name: 'flyer.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(await pdfWithRectangle()),
    })
  const response = await uploaded
  expect(response.status()).toBe(200)
  const upload = (await response.json()) as {
    format: string
    widthPx: number
    heightPx: number
    previewUrl: string
  }
  // A4 at 300 dpi.
  expect(upload).toMatchObject({ format: 'pdf', widthPx: 2479, heightPx: 3504 })
  // Placed at once: the crop frame shows the page, and its library holds it for another piece.
  await expect(page.getByTestId('wallart-preview').locator('image')).toHaveAttribute(
    'href',
    upload.previewUrl,
  )
  await expect(page.getByTestId('wallart-upload').locator(`img[src="${upload.previewUrl}"]`)).toHaveCount(1)

  // The preview's id is its capability; any of the shop's hosts serves it.
  const preview = await page.request.get(upload.previewUrl)
  expect(preview.headers()['content-type']).toBe('image/webp')
  const image = sharp(await preview.body())
  const { width = 0 } = await image.metadata()
  const at = async (xMm: number, yMm: number) => {
    const px = (mm: number) => Math.round((mm / 210) * width)
    const { data } = await image
      .clone()
      .extract({ left: px(xMm), top: px(yMm), width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true })
    return [...data.subarray(0, 3)]
  }
  const [r, g, b] = await at(70, 190)
  expect(r).toBeGreaterThan(220)
  expect(Math.max(g!, b!)).toBeLessThan(40)
  expect(Math.min(...(await at(160, 50)))).toBeGreaterThan(240)
})

test('wall art: frame variants and the piece’s sizes come from the toolbox endpoints', async ({ page }) => {
  await open(page, 'material=poster')
  const reference = page.waitForRequest((r) => {
    const url = new URL(r.url())
    return (
      url.pathname === '/web-api/calculator/reference' && url.searchParams.get('frameType') === 'holzrahmen'
    )
  })
  await tab(page, 'Rahmen')
  await page.getByTestId('wallart-frame').selectOption('holzrahmen')
  const answer = await (await reference).response()
  expect(await answer?.json()).toMatchObject({ printWidthMm: 316, visibleWidthMm: 300 })

  const variants = page.waitForRequest((r) =>
    r.url().endsWith('/web-api/variants-for-frame-types?materialType=acrylglas'),
  )
  await tab(page, 'Material')
  await page.getByRole('radio', { name: 'Acrylglas' }).check()
  expect((await (await variants).response())?.status()).toBe(200)
})

test('wall art: the 3D view turns the piece and shows its edge; off with its flag', async ({ page }) => {
  // A first visit has no traffic id yet, so every experiment is off on it (lib/flags/evaluate.ts).
  await page.goto(`${POSTER_ORIGIN}/de`)
  await open(page, 'material=leinwand')
  await page
    .getByTestId('wallart-upload')
    .locator('input[type="file"]')
    .setInputFiles({ name: 'meer.jpg', mimeType: 'image/jpeg', buffer: await gradientPhoto() })
  await expect(page.getByTestId('wallart-preview').locator('image').first()).toHaveAttribute(
    'href',
    /\/preview$/,
    { timeout: 30_000 },
  )
  await page.getByTestId('wallart-view-3d').click()
  const view = page.getByTestId('wallart-3d')
  await expect(view).toHaveAttribute('data-edge', 'wrap')
  await expect(view).toHaveAttribute('data-depth-mm', '20')
  await expect(view).toContainText('2 cm')
  await page.screenshot({ path: test.info().outputPath('3d-canvas.png') })
  // Really drawn in perspective: the piece is turned in 3D and its side is a visible face.
  const turned = await page
    .getByTestId('wallart-3d')
    .locator('[style*="rotateY"]')
    .first()
    .evaluate((el) => getComputedStyle(el).transform)
  expect(turned).toMatch(/^matrix3d\(/)
  const side = await page.getByTestId('wallart-3d-right').boundingBox()
  expect(side?.width ?? 0).toBeGreaterThan(2)
  expect(side?.height ?? 0).toBeGreaterThan(100)

  await tab(page, 'Kante')
  await page.getByRole('radio', { name: '4 cm' }).check()
  await expect(view).toHaveAttribute('data-depth-mm', '40')
  await tab(page, 'Material')
  await page.getByRole('radio', { name: 'Alu-Dibond' }).check()
  await expect(view).toHaveAttribute('data-edge', 'metal')

  // The poster's flag off for this visitor: the poster gets no 3D view, the canvas keeps its own.
  await page.goto(`${CONFIGURATOR}?material=poster&flag=voll_3d_view_poster_VP331&flagTreatment=off`)
  await expect(page).toHaveURL(/material=poster/)
  await expect(page.getByTestId('wallart-view-room')).toBeVisible()
  await expect(page.getByTestId('wallart-view-3d')).toHaveCount(0)
  await page.goto(`${CONFIGURATOR}?material=leinwand`)
  await expect(page.getByTestId('wallart-view-3d')).toBeVisible()
})
