import { expect, test, type Page } from './fixtures'
import { drawnFaceJpeg } from '../../lib/shop/design-print/uploads/testing/face-svg'

/**
 * Faces in photos (issue 5, point 4; ADR 0024): a photo with a face goes into the fixture's wide photo
 * slot, where the slot's centred crop cuts the face at its top edge. The server finds the face on
 * upload, the check lists the finding (and so does the proof), and "centre the face" moves the crop
 * so the finding goes away.
 */

const FIXTURE = '/de/test-fixtures/editor-design/'
const tab = (page: Page, name: string | RegExp) => page.getByRole('tab', { name })

test('a face cut by the photo slot is flagged and the fix centres it', async ({ page }) => {
  test.setTimeout(90_000)
  await page.goto(FIXTURE)
  await expect(page).toHaveURL(/\/de\/configurator-card\/\?design=990001/)
  await expect(page.locator('canvas').first()).toBeVisible({ timeout: 20_000 })

  await tab(page, 'Ebenen').click()
  await page.locator('[data-layer]', { hasText: 'Foto' }).click()
  await tab(page, 'Fotos & Logos').click()
  // Portrait photo, face drawn at (600, 573) of 1200 × 1600: the slot (about 2.5 : 1) shows the
  // middle band 560..1040 px, so the face's upper half is cut off.
  const uploaded = page.waitForResponse(
    (r) => r.url().endsWith('/web-api/uploads') && r.request().method() === 'POST',
  )
  await page
    .getByTestId('upload-panel')
    .locator('input[type=file]')
    .setInputFiles({
      name: 'portrait.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from(await drawnFaceJpeg(1200, 1600, 600, 573, 1.6)),
    })
  const upload = (await (await uploaded).json()) as { faces: unknown[] | null }
  expect(upload.faces).toHaveLength(1)

  await tab(page, /Prüfen/).click()
  const finding = page.locator('[data-issue="face-outside-safe-area"]')
  await expect(finding).toHaveCount(1)
  await expect(finding).toContainText('Gesicht')

  await page.getByRole('button', { name: 'In den Warenkorb' }).click()
  const dialog = page.getByRole('dialog', { name: 'Entwurf prüfen' })
  await expect(dialog.locator('[data-proof-issue="face-outside-safe-area"]')).toHaveCount(1)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()

  await tab(page, /Prüfen/).click()
  await finding.getByRole('button', { name: 'Gesicht zentrieren' }).click()
  await expect(page.locator('[data-issue="face-outside-safe-area"]')).toHaveCount(0)
})
