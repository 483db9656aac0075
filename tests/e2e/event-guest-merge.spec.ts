import { expect as baseExpect, test, type Page } from './fixtures'
import { coupleWithWedding } from './event-support'
import { SAME_ORIGIN } from './support'

/**
 * Issue 31 point 3's last piece (ADR 0094): a signed-in couple with an event of three households opens
 * a wedding card, takes the event's guest list into the design tool without an upload, pages through
 * the three guests, and the personal QR code (RSVP-Link column) is offered.
 */

const expect = baseExpect.configure({ timeout: 15_000 })
const FIXTURE = '/de/test-fixtures/editor-design/'
const tab = (page: Page, name: string) => page.getByRole('tab', { name: new RegExp(`^${name}(\\d+)?$`) })

test('the design tool takes the guest list of the couple’s event', async ({ page }) => {
  test.setTimeout(120_000)
  const { id } = await coupleWithWedding(page, 'event-merge')
  for (const name of ['Familie Berg', 'Kim & Alex', 'Oma Erna']) {
    const added = await page.request.post(`/web-api/events/${id}/guests`, {
      headers: SAME_ORIGIN,
      data: { name },
    })
    expect(added.status()).toBe(200)
  }

  await page.goto(FIXTURE)
  await expect(page.locator('canvas').first()).toBeVisible({ timeout: 30_000 })
  await tab(page, 'Gästeliste').click()
  const panel = page.getByTestId('guest-list-panel')
  await expect(panel.getByRole('combobox', { name: 'Gästeliste aus meinem Event' })).toHaveText(
    'Anna & Ben (12. Juni 2027)',
  )
  await panel.getByRole('button', { name: 'Gästeliste aus meinem Event verwenden' }).click()
  await expect(page.getByTestId('guest-count')).toContainText('3 Gäste')
  await expect(page.getByTestId('event-guests-origin')).toContainText(
    'Aus Ihrem Event „Anna & Ben“ übernommen am',
  )
  await expect(page.getByTestId('guest-row')).toContainText('Gast 1 von 3')
  await page.getByRole('button', { name: 'Nächster Gast' }).click()
  await expect(page.getByTestId('guest-row')).toContainText('Gast 2 von 3')

  // The copied list has the RSVP-Link column, so the personal QR code is offered first.
  await tab(page, 'Hinzufügen').click()
  const personal = page
    .getByTestId('qr-add')
    .getByRole('radio', { name: 'Persönlicher Antwort-Link (aus der Gästeliste)' })
  await expect(personal).toBeEnabled()
  await expect(personal).toBeChecked()
})
