import { expect, test } from './fixtures'
import { POSTER_ORIGIN } from './support'

/**
 * Issue 32.1 as a shopper meets it: envelopes ordered on their own from /accessory through cart and
 * checkout to the confirmation and its e-mail; the home's campaign banner, which the cached HTML never
 * carries and which is gone at the campaign's end; the header's express line.
 */

test('envelopes on their own: /accessory → cart → checkout → confirmation and e-mail', async ({ page }) => {
  const email = `zubehoer-${Date.now()}@example.com`
  await page.goto('/de/zubehoer/')
  await page.getByRole('link', { name: 'Briefumschläge einzeln bestellen' }).click()
  await expect(page).toHaveURL(/\/de\/accessory\/$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Zubehör einzeln bestellen')
  const form = page.getByTestId('accessory-order')
  const rows = form.locator('tbody tr')
  const first = (await rows.nth(0).locator('th').textContent()) ?? ''
  const second = (await rows.nth(1).locator('th').textContent()) ?? ''
  await form.getByRole('combobox', { name: `Stückzahl für ${first}` }).selectOption('50')
  await form.getByRole('combobox', { name: `Stückzahl für ${second}` }).selectOption('10')
  await expect(page.getByTestId('accessory-total')).not.toHaveText('0,00 €')
  const total = (await page.getByTestId('accessory-total').textContent()) ?? ''
  await form.getByRole('button', { name: 'In den Warenkorb' }).click()
  await expect(form.getByRole('status')).toContainText('2 Artikel liegen jetzt in Ihrem Warenkorb.')
  await expect(page.getByTestId('cart-count')).toHaveText('2')

  await form.getByRole('link', { name: 'Zum Warenkorb' }).click()
  await expect(page.getByTestId('cart-line')).toHaveCount(2)
  await expect(page.getByText(total).first()).toBeVisible()
  await page.getByRole('link', { name: 'Zur Kasse' }).click()
  await page.getByLabel('E-Mail-Adresse').fill(email)
  await page.getByLabel('Vorname').fill('Erika')
  await page.getByLabel('Nachname').fill('Mustermann')
  await page.getByLabel('Straße und Hausnummer').fill('Heidestraße 17')
  await page.getByLabel('PLZ').fill('51147')
  await page.getByLabel('Ort').fill('Köln')
  await expect(page.getByTestId('express-note')).toContainText(/^Express: bis .+ bestellt, Lieferung am /)
  await page.getByRole('radio', { name: /Rechnung/ }).check()
  await page.getByRole('checkbox', { name: /AGB/ }).check()
  await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click()
  await expect(page).toHaveURL(/\/de\/kasse\/bestaetigung\/KS-\d+\/$/, { timeout: 20_000 })
  await expect(page.getByText(first).first()).toBeVisible()
  await expect(page.getByText(second).first()).toBeVisible()

  const mail = await page.request.get(`/dev/mail?to=${encodeURIComponent(email)}&format=json`)
  const { messages } = (await mail.json()) as { messages: { text: string }[] }
  expect(messages[0]?.text).toContain(first)
  expect(messages[0]?.text).toContain(second)
})

test('the poster brand has no accessory page', async ({ page }) => {
  const response = await page.goto(`${POSTER_ORIGIN}/de/accessory`)
  expect(response?.status()).toBe(404)
})

test('campaign banner: on its own brand’s home, not in the cached HTML, gone at its end', async ({
  page,
  request,
}) => {
  const answer = await request.get('/web-api/campaign-data', {
    headers: { channel: 'card', locale: 'de-DE' },
  })
  const { campaign } = (await answer.json()) as { campaign: { text: string; endsAt: string } }
  expect(Number(/max-age=(\d+)/.exec(answer.headers()['cache-control'] ?? '')?.[1])).toBeLessThanOrEqual(
    Math.ceil((Date.parse(campaign.endsAt) - Date.now()) / 1000),
  )
  // The HTML everyone gets from the cache never holds the campaign, so it cannot outlive its end there.
  const html = await (await request.get('/de/')).text()
  expect(html).not.toContain(campaign.text.slice(0, 20))

  await page.clock.install({ time: new Date(Date.parse(campaign.endsAt) - 60_000) })
  await page.goto('/de/')
  const banner = page.getByTestId('campaign-banner')
  await expect(banner).toContainText(campaign.text.slice(0, 20))
  await expect(banner).toContainText('Code: FREUDE10')
  await page.clock.runFor(61_000)
  await expect(banner).toHaveCount(0)
})

test('each brand’s home shows its own campaign', async ({ page }) => {
  await page.goto(`${POSTER_ORIGIN}/de`)
  await expect(page.getByTestId('campaign-banner')).toContainText('Winterzeit ist Bilderzeit')
})

test('the header tells the express cut-off and delivery day', async ({ page }) => {
  await page.goto('/de/')
  await expect(page.getByTestId('express-bar')).toHaveText(
    /^Express: bis .+ 11:00 Uhr bestellt, Lieferung am /,
  )
})
