import sharp from 'sharp'
import { expect, test, type Page } from './fixtures'
import { base32Decode, totp } from '../../lib/backoffice/totp'
import { mmToPt } from '../../lib/shop/design-print/design/geometry'
import { PRINT_MARKS } from '../../lib/shop/design-print/print/frame'
import { boxOf, loadPdf } from '../../lib/shop/design-print/print/testing/pdf-inspect'
import { POSTER_ORIGIN, SAME_ORIGIN } from './support'

/**
 * The poster shop's main job end to end, on desktop and phone: in from the header's categories, a
 * small photo uploaded into the configurator, the low-resolution warning confirmed, three pieces in
 * the cart (a poster, a canvas and a framed print), a Swiss order paid in advance, and the print
 * files the back office hands staff, read back with a PDF reader: page, TrimBox and BleedBox per
 * material (ADR 0058, 0061).
 */

/** 600 × 800 px: at 30 × 40 cm that is about 51 dpi, below the 75 dpi that needs a confirmation. */
async function smallPhoto(): Promise<Buffer> {
  const width = 600
  const height = 800
  const raw = Buffer.alloc(width * height * 3)
  for (let i = 0; i < raw.length; i += 3) {
    const px = i / 3
    raw[i] = (px % width) % 256
    raw[i + 1] = Math.floor(px / width) % 256
    raw[i + 2] = 128
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer()
}

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 1024

/**
 * Waits until the page's scripts have run, as fixtures.ts does after page.goto: a page reached by a
 * click or by the configurator's redirect to the cart is not covered by it, and a file chosen before
 * the configurator hydrated would be lost.
 */
async function scriptsRan(page: Page): Promise<void> {
  await page.waitForLoadState('load')
  await page.waitForFunction(() => 'next' in window, null, { timeout: 15_000 })
}

/** The header's product categories: a row on desktop, a <details> drawer on the phone. */
async function openCategory(page: Page, name: string): Promise<void> {
  await scriptsRan(page)
  if (isPhone(page)) {
    await page.getByTestId('category-drawer').locator('summary').click()
    await page.getByTestId('category-drawer').getByRole('link', { name, exact: true }).click()
  } else {
    await page.getByTestId('category-menu').getByRole('link', { name, exact: true }).click()
  }
}

/** A tab of the configurator's panels (Foto, Format, Material, Rahmen, Kante). */
const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true }).click()

/** Upload the photo, choose, confirm the low resolution, add to the cart; the cart opens. */
async function configureAndAdd(page: Page, photo: Buffer, choose: () => Promise<void>): Promise<void> {
  await scriptsRan(page)
  await page.getByTestId('wallart-upload').locator('input[type="file"]').setInputFiles({
    name: 'urlaub.jpg',
    mimeType: 'image/jpeg',
    buffer: photo,
  })
  // The photo is placed as soon as it is uploaded: its resolution at the chosen size is shown.
  await expect(page.getByTestId('wallart-dpi-warning')).toBeVisible({ timeout: 30_000 })
  await choose()
  await expect(page.getByTestId('wallart-price')).toContainText(/CHF/)
  // Below 75 dpi the shopper must confirm before the piece can go into the cart.
  await expect(page.getByTestId('wallart-dpi-warning')).toHaveAttribute('data-level', 'confirm')
  await expect(page.getByTestId('wallart-add-to-cart')).toBeDisabled()
  await page.getByTestId('wallart-dpi-confirm').check()
  await page.getByTestId('wallart-add-to-cart').click()
  await expect(page).toHaveURL(/\/ch\/warenkorb/, { timeout: 20_000 })
}

async function signInAsNewStaff(page: Page): Promise<void> {
  const fixture = await page.request.post('/backoffice/test-fixtures/staff', { headers: SAME_ORIGIN })
  expect(fixture.status()).toBe(200)
  const staff = (await fixture.json()) as { email: string; password: string }
  await page.goto('/backoffice/login')
  await page.getByLabel('E-Mail-Adresse').fill(staff.email)
  await page.getByLabel('Passwort').fill(staff.password)
  await page.getByRole('button', { name: 'Weiter' }).click()
  await expect(page).toHaveURL(/\/backoffice\/enrol$/)
  const secret = ((await page.getByTestId('totp-secret').textContent()) ?? '').replace(/\s/g, '')
  await page.getByLabel('Code').fill(await totp(base32Decode(secret), new Date()))
  await page.getByRole('button', { name: 'Anmelden' }).click()
  await expect(page).toHaveURL(/\/backoffice$/)
}

/** [trim width, trim height, bleed] in mm of each wall-art print file (ADR 0058's layout). */
const EXPECTED_PAGES = [
  // Poster 30 × 40 cm: trim = size, 3 mm bleed.
  [300, 400, 3],
  // Canvas 60 × 90 cm, 2 cm deep: front = size, wrap 20 + 5 mm.
  [600, 900, 25],
  // Wood frame round a 30 × 40 cm picture with its 30 mm mat: the window plus 5 mm under the mat each side.
  [310, 410, 3],
] as const

test('wall art: upload, configure, confirm low resolution, order, print files with their boxes', async ({
  page,
}) => {
  test.setTimeout(240_000)
  await page.context().addCookies([{ name: 'country_hint_dismissed', value: '1', url: POSTER_ORIGIN }])
  const photo = await smallPhoto()

  // A poster 30 × 40 cm, from the header's "Poster".
  await page.goto(`${POSTER_ORIGIN}/ch`)
  await openCategory(page, 'Poster')
  await expect(page).toHaveURL(/\/ch\/configurator-wallart\?material=poster$/)
  await configureAndAdd(page, photo, async () => {
    await tab(page, 'Format')
    await page.getByTestId('wallart-format').locator('[data-format="300x400"]').click()
  })

  // A canvas 60 × 90 cm with a mirrored edge, 2 cm deep, from the header's "Leinwand".
  await openCategory(page, 'Leinwand')
  await expect(page).toHaveURL(/material=leinwand$/)
  await configureAndAdd(page, photo, async () => {
    await tab(page, 'Format')
    await page.getByTestId('wallart-format').locator('[data-format="600x900"]').click()
    await tab(page, 'Kante')
    await page.getByTestId('wallart-edge').getByRole('radio', { name: 'Gespiegelt' }).check()
    await page.getByRole('radio', { name: '2 cm' }).check()
  })

  // A framed print: the wood frame opens with its 30 mm white mat (the spec's default).
  await openCategory(page, 'Bilderrahmen')
  await expect(page).toHaveURL(/material=poster&frameType=holzrahmen$/)
  await configureAndAdd(page, photo, async () => {
    await tab(page, 'Format')
    await page.getByTestId('wallart-format').locator('[data-format="300x400"]').click()
    await tab(page, 'Rahmen')
    await expect(page.getByTestId('wallart-mat')).toBeChecked()
  })

  // The cart: three lines, each with its thumbnail, options in words and the way back.
  const lines = page.getByTestId('cart-line-wallart')
  await expect(lines).toHaveCount(3)
  await expect(lines.getByTestId('wallart-thumbnail')).toHaveCount(3)
  await expect(lines.nth(1)).toContainText('Leinwand 60 × 90 cm')
  await expect(lines.nth(2)).toContainText('Passepartout')
  const edit = lines.first().getByRole('link', { name: /bearbeiten/ })
  await expect(edit).toHaveAttribute('href', /\/ch\/configurator-wallart\?line=[0-9a-f-]{36}$/)

  // Checkout in the Swiss shop, prepayment (as in checkout-flow.spec.ts).
  await page.goto(`${POSTER_ORIGIN}/ch/kasse`)
  await page.getByLabel('E-Mail-Adresse').fill(`wandbild-${Date.now()}@example.com`)
  await page.getByLabel('Vorname').fill('Heidi')
  await page.getByLabel('Nachname').fill('Muster')
  await page.getByLabel('Strasse und Hausnummer').fill('Bahnhofstrasse 1')
  await page.getByLabel('PLZ').fill('8001')
  await page.getByLabel('Ort').fill('Zürich')
  await expect(page.getByRole('radio', { name: /Samstagsexpress/ })).toBeDisabled()
  await page.getByRole('radio', { name: /Vorkasse/ }).check()
  await page.getByRole('checkbox', { name: /AGB/ }).check()
  await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click()
  await expect(page).toHaveURL(/\/ch\/kasse\/bestaetigung\/MP-\d+$/, { timeout: 30_000 })
  const number = /MP-\d+/.exec(page.url())?.[0] ?? ''
  // Prepayment in Switzerland: the bank details, in francs.
  await expect(page.getByText('IBAN')).toBeVisible()
  await expect(page.getByText(/CHF/).first()).toBeVisible()
  await expect(page.getByText(/Leinwand 60 × 90 cm/).first()).toBeVisible()

  // The back office: three print files, each read back with its boxes.
  await signInAsNewStaff(page)
  await page.goto(`/backoffice/orders/${number}`)
  const downloads = page.getByRole('link', { name: 'PDF herunterladen' })
  await expect(async () => {
    await page.reload()
    await expect(downloads).toHaveCount(3, { timeout: 1_000 })
  }).toPass({ timeout: 60_000 })
  const pages: number[][] = []
  for (const link of await downloads.all()) {
    const response = await page.request.get((await link.getAttribute('href')) ?? '')
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toBe('application/pdf')
    const pdf = await loadPdf(await response.body())
    expect(pdf.getPageCount()).toBe(1)
    const sheet = pdf.getPage(0)
    const [tx0, ty0, tx1, ty1] = boxOf(sheet, 'TrimBox')
    const [bx0] = boxOf(sheet, 'BleedBox')
    const [, , mx1] = boxOf(sheet, 'MediaBox')
    const bleed = (tx0! - bx0!) / mmToPt(1)
    const slug = bleed + PRINT_MARKS.gapMm + PRINT_MARKS.lengthMm + PRINT_MARKS.marginMm
    const trimW = (tx1! - tx0!) / mmToPt(1)
    expect(mx1! / mmToPt(1)).toBeCloseTo(trimW + 2 * slug, 1)
    pages.push([Math.round(trimW), Math.round((ty1! - ty0!) / mmToPt(1)), Math.round(bleed)])
  }
  const order = (list: readonly (readonly number[])[]) => [...list].map((p) => p.join('x')).sort()
  expect(order(pages)).toEqual(order(EXPECTED_PAGES))
})

test('wall art: old product links, the overview tiles and the home teaser lead to the configurator', async ({
  page,
}) => {
  await page.goto(`${POSTER_ORIGIN}/de/products?product=leinwand`)
  await expect(page).toHaveURL(/\/de\/configurator-wallart\?material=leinwand$/)
  await page.goto(`${POSTER_ORIGIN}/de/products?product=bilderrahmen`)
  await expect(page).toHaveURL(/\/de\/configurator-wallart\?material=poster&frameType=holzrahmen$/)

  await page.goto(`${POSTER_ORIGIN}/de/products`)
  const kinds = page.getByTestId('product-kinds')
  const prints = kinds.locator('[data-kind="photoprint"]')
  await expect(prints.getByRole('link')).toHaveAttribute('href', '/de/configurator-wallart?material=poster')
  await expect(prints).toContainText(/ab \d+,\d\d\s€/)
  for (const tile of await kinds.locator('li').all()) await expect(tile.getByRole('link')).toHaveCount(1)

  await page.goto(`${POSTER_ORIGIN}/de`)
  await expect(page.getByRole('link', { name: 'Poster gestalten' }).first()).toHaveAttribute(
    'href',
    '/de/configurator-wallart?material=poster',
  )
})
