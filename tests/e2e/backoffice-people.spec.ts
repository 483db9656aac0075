import { expect, test } from './fixtures'
import { linkFromMail, mailTexts, uniqueEmail } from './account-support'
import { enrol, orderThroughCheckout, signInAs } from './backoffice-support'
import { seriousA11yViolations } from './support'

/**
 * Issue 34 points 5-7 in the browser, on desktop and phone: an owner invites a support member by
 * e-mail, the invitee sets a password, enrols the second factor and signs in; support sees no team page
 * and no export (403), may not mark paid, cancels with the reason "shop cancels" after the preview;
 * the customer's e-mail says the shop cancelled and the history names the member; the owner's CSV
 * carries address line 2 and Berlin local time.
 */

test('owner invites support; support cancels for the shop; the export has address line 2 and local time', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000)
  const customer = uniqueEmail('people-kunde')
  const number = await orderThroughCheckout(page, customer, { addressLine2: 'Hinterhaus 3. OG' })

  // The owner (the first one comes from staff:add; here the test fixture) invites a support member.
  await signInAs(page)
  await page.getByRole('link', { name: 'Team' }).click()
  await expect(page).toHaveURL(/\/backoffice\/staff$/)
  const invitee = uniqueEmail('susi')
  const inviteForm = page.getByRole('region', { name: 'Neue Person einladen' })
  await inviteForm.getByLabel('Name').fill('Susi Support')
  await inviteForm.getByLabel('E-Mail-Adresse').fill(invitee)
  await inviteForm.getByLabel('Rolle').selectOption({ label: 'Kundenservice' })
  await inviteForm.getByRole('button', { name: 'Einladung senden' }).click()
  await expect(page.locator('main [role=status]')).toHaveText('Die Einladung ist verschickt.')
  await expect(page.getByTestId('staff-invitation').filter({ hasText: invitee })).toHaveCount(1)
  expect(await seriousA11yViolations(page)).toEqual([])

  // The invitee, in a browser of their own: link from the e-mail, password, then the second factor.
  const link = await linkFromMail(page.request, invitee, 'backoffice/invite/')
  const theirs = await browser.newContext({ viewport: page.viewportSize() ?? undefined })
  const support = await theirs.newPage()
  await support.goto(link)
  await expect(support.getByRole('heading', { name: 'Einladung ins Backoffice' })).toBeVisible()
  await support.getByLabel(/Neues Passwort/).fill('short')
  await support.getByRole('button', { name: 'Einladung annehmen' }).click()
  // The browser's own check (minlength) or the server's: either way no account yet.
  await expect(support).toHaveURL(/\/backoffice\/invite\//)
  await support.getByLabel(/Neues Passwort/).fill('Lindenblüte am Fluss 7')
  await support.getByRole('button', { name: 'Einladung annehmen' }).click()
  await expect(support).toHaveURL(/\/backoffice\/login\?notice=accepted$/)
  await expect(support.locator('main [role=status]')).toContainText('Willkommen im Team')
  // The link is used up.
  expect((await support.goto(link))?.status()).toBe(404)
  await enrol(support, { email: invitee, password: 'Lindenblüte am Fluss 7' })

  // Support: no team page, no export, no "mark paid".
  await expect(support.getByRole('link', { name: 'Team' })).toHaveCount(0)
  expect((await support.goto('/backoffice/staff'))?.status()).toBe(403)
  expect((await support.goto('/backoffice/api-access'))?.status()).toBe(403)
  await expect(support.getByRole('heading', { name: 'Keine Berechtigung' })).toBeVisible()
  const exported = await support.request.get(`/backoffice/orders.csv?q=${number}`)
  expect(exported.status()).toBe(403)
  expect(await exported.text()).toContain('Berechtigung')
  await support.goto(`/backoffice/orders/${number}`)
  await expect(support.getByRole('option', { name: 'Bezahlt' })).toHaveCount(0)

  // Cancelling: reason, preview of the credit note and the e-mail, confirmation.
  await support.getByRole('radio', { name: /Der Shop storniert/ }).check()
  await support.getByRole('button', { name: 'Stornierung prüfen' }).click()
  const preview = support.getByTestId('cancel-preview')
  await expect(preview).toContainText(/Zur Rechnung RE-\d{4}-\d{6} wird eine Stornorechnung erstellt/)
  await expect(support.getByTestId('cancel-mail')).toContainText('Leider mussten wir Ihre Bestellung')
  await expect(support.getByTestId('cancel-mail')).not.toContainText('Wie gewünscht')
  expect(await seriousA11yViolations(support)).toEqual([])
  await support.getByLabel('Notiz (intern, optional)').fill('Papier nicht lieferbar')
  await support.getByRole('button', { name: 'Ja, jetzt stornieren' }).click()
  await expect(support.locator('main [role=status]')).toHaveText('Die Bestellung ist storniert.')
  await expect(support.getByTestId('order-status')).toHaveText('Storniert')
  await expect(support.getByTestId('history')).toContainText(
    'Storniert (Susi Support) – Grund: Der Shop storniert (z. B. nicht lieferbar) – Papier nicht lieferbar',
  )
  await expect
    .poll(async () => (await mailTexts(page.request, customer)).some((t) => t.includes('Leider mussten wir')))
    .toBe(true)
  expect((await mailTexts(page.request, customer)).some((t) => t.includes('Wie gewünscht'))).toBe(false)
  await theirs.close()

  // The owner's export: address line 2 and the order time in Berlin, the zone in the header.
  const csv = await page.request.get(`/backoffice/orders.csv?q=${number}`)
  expect(csv.status()).toBe(200)
  const [header, row] = (await csv.text()).replace('\uFEFF', '').trim().split('\r\n')
  const cells = (row ?? '').split(';')
  const column = (name: string) => cells[(header ?? '').split(';').indexOf(name)]
  expect(column('Adresszusatz')).toBe('Hinterhaus 3. OG')
  expect(column('Rechnung Adresszusatz')).toBe('Hinterhaus 3. OG')
  const berlinNow = new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/Berlin',
    dateStyle: 'short',
  }).format(new Date())
  expect(column('Datum (Europe/Berlin)')).toMatch(new RegExp(`^${berlinNow} \\d{2}:\\d{2}:\\d{2}$`))
  expect(column('Status')).toBe('Storniert')

  // The same export through the API, with the owner's own token (shown once on the API page).
  await page.getByRole('link', { name: 'API-Zugang' }).click()
  await page.getByLabel(/Bezeichnung/).fill('Buchhaltung')
  await page.getByRole('button', { name: 'Token erstellen' }).click()
  const token = ((await page.getByTestId('api-token').textContent()) ?? '').trim()
  expect(token).toMatch(/^bo_[A-Za-z0-9_-]{43}$/)
  await page.reload()
  await expect(page.getByTestId('api-token')).toHaveCount(0)
  await expect(page.getByTestId('api-token-row').filter({ hasText: 'Buchhaltung' })).not.toHaveCount(0)
  expect(await seriousA11yViolations(page)).toEqual([])
  const api = await page.request.get(`/web-api/backoffice/orders-export?q=${number}`, {
    headers: { authorization: `Bearer ${token}` },
  })
  expect(api.status()).toBe(200)
  const fromApi = (await api.json()) as { columns: string[]; rows: string[][] }
  expect(fromApi.rows[0]?.[fromApi.columns.indexOf('Adresszusatz')]).toBe('Hinterhaus 3. OG')
  expect((await page.request.get('/web-api/backoffice/orders-export')).status()).toBe(401)

  // And the customer search finds the customer by the order number.
  await page.goto('/backoffice/customers')
  await page.getByLabel(/Name, E-Mail/).fill(number)
  await page.getByRole('button', { name: 'Suchen' }).click()
  await expect(page.getByTestId('customer-hit')).toContainText(customer)
  expect(await seriousA11yViolations(page)).toEqual([])

  // At 390 px every new page fits the screen: cards, no table running off to the right.
  await page.setViewportSize({ width: 390, height: 844 })
  for (const path of [
    `/backoffice/customers?q=${number}`,
    '/backoffice/staff',
    '/backoffice/api-access',
    `/backoffice/orders/${number}`,
  ]) {
    await page.goto(path)
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow, path).toBeLessThanOrEqual(0)
  }
})
