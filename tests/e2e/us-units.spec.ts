import sharp from 'sharp'
import { formatMoney } from '../../lib/i18n/format'
import { expect, test } from './fixtures'
import { POSTER_ORIGIN } from './support'

/**
 * The US shop reads lengths in inches while the product stays metric (issue 27 point 2, ADR 0066):
 * the configurator lists formats in inches, takes a free size in inches (converted to whole mm,
 * priced and checked for resolution at that size), and the cart names the piece in inches.
 */

/** 1200 × 1600 px: at 12 × 16 in (305 × 406 mm) about 100 dpi, a warning but no confirmation. */
async function photo(): Promise<Buffer> {
  return sharp({ create: { width: 1200, height: 1600, channels: 3, background: { r: 90, g: 140, b: 200 } } })
    .jpeg({ quality: 85 })
    .toBuffer()
}

test('US configurator: formats, free size and cart label in inches', async ({ page }) => {
  test.setTimeout(120_000)
  await page.context().addCookies([{ name: 'country_hint_dismissed', value: '1', url: POSTER_ORIGIN }])
  await page.goto(`${POSTER_ORIGIN}/us/wall-art?material=poster`)
  await page.waitForFunction(() => 'next' in window, null, { timeout: 15_000 })

  await page
    .getByTestId('wallart-upload')
    .locator('input[type="file"]')
    .setInputFiles({
      name: 'vacation.jpg',
      mimeType: 'image/jpeg',
      buffer: await photo(),
    })
  // The photo is placed as soon as it is uploaded.
  await expect(page.getByText(/^Resolution at 11\.8 × 15\.7 in: \d+ dpi$/)).toBeVisible({ timeout: 30_000 })
  await page.getByRole('tab', { name: 'Size', exact: true }).click()
  const formats = page.getByTestId('wallart-format')
  await expect(formats.locator('[data-format="300x400"]')).toHaveText('11.8 × 15.7 in')
  await expect(formats).not.toContainText(' cm')
  await expect(formats).toContainText(/Each side 4 to 59 in, the shorter at most 39\.3 in\./)

  // A size outside the limits is refused with the limits in inches; nothing changes.
  await page.getByLabel('Width (in)').fill('70')
  await page.getByRole('button', { name: 'Apply' }).click()
  await expect(formats.getByRole('alert')).toHaveText('Each side 4 to 59 in, the shorter at most 39.3 in.')

  // 12 × 16 in is 305 × 406 mm: the price is the price API's for that metric size, in dollars.
  await page.getByLabel('Width (in)').fill('12')
  await page.getByLabel('Height (in)').fill('16')
  await page.getByRole('button', { name: 'Apply' }).click()
  const answer = await page.request.get(
    '/price-api/prices/article?materialType=poster&format=305x406&quantity=1&currency=USD',
    { headers: { channel: 'poster', locale: 'en-US' } },
  )
  const price = (await answer.json()) as { total: number; lengthUnit: string; widthMm: number }
  expect(price).toMatchObject({ lengthUnit: 'in', widthMm: 305 })
  await expect(page.getByTestId('wallart-price')).toHaveAttribute('data-state', 'ok')
  await expect(page.getByTestId('wallart-price')).toContainText(formatMoney(price.total, 'en-US', 'USD'))
  // The resolution is worked out at the size typed: 1200 px over 12 in is about 100 dpi.
  await expect(page.getByText(/^Resolution at 12 × 16 in: (9\d|10\d) dpi$/)).toBeVisible({ timeout: 30_000 })
  await expect(page.getByTestId('wallart-dpi-warning')).toHaveAttribute('data-level', 'warn')

  await page.getByTestId('wallart-add-to-cart').click()
  await expect(page).toHaveURL(/\/us\/cart/, { timeout: 20_000 })
  const line = page.getByTestId('cart-line-wallart')
  await expect(line).toHaveCount(1)
  await expect(line.getByRole('heading')).toHaveText('Poster 12 × 16 in')
})
