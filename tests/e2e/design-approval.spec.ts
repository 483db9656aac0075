import { devices } from '@playwright/test'
import { expect, test, type Page } from './fixtures'
import { addToCartFromTool } from './card-options-steps'
import { reactOwns } from './support'

/**
 * Issue 31 point 8: the couple shares a card design for approval on a desktop; a parent opens the
 * link on a phone, comments on a spot of the card and approves; the couple changes the text, sees
 * that the approval is for the older version, compares the two and finds the approval on the cart
 * line. Withdrawing the link makes it a 404.
 */

const FIXTURE = '/de/test-fixtures/editor-design/'
const tab = (page: Page, name: string) => page.getByRole('tab', { name })

async function setText(page: Page, from: string, to: string) {
  await tab(page, 'Ebenen').click()
  await page.locator('[data-layer]', { hasText: from }).click()
  await tab(page, 'Auswahl').click()
  await page.getByRole('textbox', { name: 'Text', exact: true }).fill(to)
  await expect(page.locator('[data-save-status="saved"]')).toBeVisible({ timeout: 15_000 })
}

test('share for approval: a phone comments on a spot and approves; a change needs a new approval; the cart says so', async ({
  page,
  browser,
}, info) => {
  test.slow()
  await page.goto(FIXTURE)
  await expect(page.locator('canvas').first()).toBeVisible({ timeout: 30_000 })
  await setText(page, 'Anna & Ben', 'Anna & Ben heiraten')

  // The owner shares: a link with copy, e-mail and WhatsApp, and version 1 of what was shared.
  // Clicked at once: the panel's first read, still on its way, must not undo the share.
  await tab(page, 'Teilen').click()
  const panel = page.getByTestId('share-panel')
  await panel.getByRole('button', { name: 'Zur Freigabe teilen' }).click()
  const link = await panel.getByTestId('share-link').inputValue()
  expect(link).toMatch(/\/de\/freigabe\/[A-Za-z0-9_-]{22}\/?$/)
  await expect(panel.getByRole('link', { name: 'Per E-Mail senden' })).toHaveAttribute(
    'href',
    /^mailto:\?subject=/,
  )
  await expect(panel.getByRole('link', { name: 'Per WhatsApp senden' })).toHaveAttribute(
    'href',
    new RegExp(`^https://wa\\.me/\\?text=.*${encodeURIComponent(new URL(link).pathname).slice(0, 20)}`),
  )
  await expect(panel.getByTestId('approval-status')).toHaveText('Noch nicht freigegeben.')
  const path = new URL(link).pathname

  // A parent on a phone: no account, the link only.
  const phone = await browser.newContext({
    ...devices['Pixel 7'],
    baseURL: info.project.use.baseURL,
    storageState: info.project.use.storageState,
    locale: 'de-DE',
  })
  const reviewer = await phone.newPage()
  const answer = await reviewer.goto(path)
  expect(answer?.status()).toBe(200)
  expect(answer?.headers()['cache-control']).toMatch(/private/)
  expect(answer?.headers()['cache-control']).toMatch(/no-store/)
  await expect(reviewer.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  await expect(reviewer.getByRole('heading', { level: 1 })).toHaveText('Entwurf zur Freigabe')
  const sheet = reviewer.getByTestId('version-sheet')
  await expect
    .poll(() => sheet.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0)

  const reviewerName = reviewer.getByRole('textbox', { name: 'Ihr Name' })
  await reactOwns(reviewerName)
  await reviewerName.fill('Mama')
  await reviewer.getByRole('button', { name: 'Weiter' }).click()
  await expect(reviewer.getByTestId('reviewer-name')).toHaveText('Sie kommentieren als Mama.')
  // A tap lands only inside the viewport: the card may start below the fold on a phone.
  await sheet.scrollIntoViewIfNeeded()
  const box = await sheet.boundingBox()
  if (!box) throw new Error('the card is not shown')
  await reviewer.touchscreen.tap(box.x + box.width * 0.5, box.y + box.height * 0.3)
  await expect(reviewer.getByTestId('draft-pin')).toBeVisible()
  await reviewer
    .getByRole('textbox', { name: 'Ihr Kommentar zu der markierten Stelle' })
    .fill('Datum <b>größer</b>?')
  await reviewer.getByRole('button', { name: 'Kommentar speichern' }).click()
  await expect(reviewer.getByTestId('comment-pin')).toHaveCount(1)
  // Typed markup is shown as text.
  await expect(reviewer.getByTestId('comment')).toContainText('Datum <b>größer</b>?')
  await reviewer.getByRole('button', { name: 'Version 1 freigeben' }).click()
  await expect(reviewer.getByText('Sie haben Version 1 freigegeben.')).toBeVisible()
  // The name is remembered in this browser: a reload does not ask again.
  await reviewer.reload()
  await expect(reviewer.getByTestId('reviewer-name')).toHaveText('Sie kommentieren als Mama.')

  // The owner sees the pin, the comment and the approval.
  await tab(page, 'Auswahl').click()
  await tab(page, 'Teilen').click()
  await expect(panel.getByTestId('approval-status')).toHaveText('Version 1 ist freigegeben von Mama.')
  await expect(panel.getByTestId('approval-list')).toContainText(
    /Mama hat Version 1 freigegeben, \d{1,2}\. \p{L}+\.? \d{4}, \d{2}:\d{2}/u,
  )
  await expect(panel.getByTestId('comment-pin')).toHaveCount(1)

  // A change after the approval: not approved for the current state, then as version 2.
  await setText(page, 'Anna & Ben heiraten', 'Anna & Ben sagen Ja')
  await tab(page, 'Teilen').click()
  await expect(panel.getByTestId('approval-status')).toContainText('Freigabe gilt für Version 1')
  await panel.getByRole('button', { name: 'Version speichern' }).click()
  await expect(panel.getByTestId('approval-status')).toHaveText(
    'Freigabe gilt für Version 1 — aktuelle Version 2 ist noch nicht freigegeben.',
  )
  const compare = panel.getByTestId('version-compare')
  // The newest version and the one before it are chosen, also when the second came in just now.
  await expect(compare.getByRole('combobox', { name: 'Ältere Version' })).toHaveValue(/^[0-9a-f-]{36}$/)
  await compare.getByRole('button', { name: 'Vergleichen' }).click()
  // Each page of the newer version beside the same page of the older one.
  await expect.poll(() => compare.getByTestId('version-sheet').count()).toBeGreaterThanOrEqual(2)
  await expect(compare.getByTestId('change-list')).toContainText(
    'Text „Anna & Ben heiraten“ → „Anna & Ben sagen Ja“',
  )

  // Before ordering, the cart line says who approved which version.
  await addToCartFromTool(page)
  await expect(page.getByTestId('line-approval')).toHaveText(
    'Freigabe: Freigabe gilt für Version 1 — aktuelle Version 2 ist noch nicht freigegeben.',
  )

  // Withdrawn, the link is the shop's 404.
  await page.goBack()
  await tab(page, 'Teilen').click()
  page.once('dialog', (dialog) => void dialog.accept())
  await panel.getByRole('button', { name: 'Link zurückziehen' }).click()
  await expect(panel.getByRole('button', { name: 'Zur Freigabe teilen' })).toBeVisible()
  expect((await reviewer.goto(path))?.status()).toBe(404)
  await phone.close()
})
