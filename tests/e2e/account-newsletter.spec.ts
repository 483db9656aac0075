import { expect, test } from './fixtures'
import { fill, linkFromMail, mailSubjects, mailTexts, uniqueEmail } from './account-support'
import { brandPages, seriousA11yViolations } from './support'

/** Newsletter double opt-in: form in the drawer → confirmation mail → link → voucher mail, once. */

for (const brand of ['card', 'poster'] as const) {
  test(`subscribe in the drawer and confirm by link (${brand})`, async ({ page, request }) => {
    const pages = brandPages(brand)
    const email = uniqueEmail(`nl-${brand}`)
    await page.goto(pages.origin + pages.home)
    await page.getByTestId('newsletter-tab').click()
    const drawer = page.getByTestId('newsletter-drawer')
    await expect(drawer).toBeVisible()
    // The home page also has the inline form; this test is about the drawer's.
    const form = await fill(drawer, 'newsletter-form', {
      'E-Mail-Adresse': email,
      'Vorname (optional)': 'Nele',
    })
    await form.getByRole('button', { name: 'Anmelden' }).click()
    await expect(form.getByRole('alert')).toContainText('Bitte ausfüllen')
    await form.getByRole('checkbox').check()
    await form.getByLabel('Geburtstag (optional)').fill('1990-05-17')
    await form.getByRole('button', { name: 'Anmelden' }).click()
    await expect(form.getByRole('status')).toContainText('Fast geschafft')
    expect(await seriousA11yViolations(page)).toEqual([])
    await page.keyboard.press('Escape')
    await expect(drawer).toBeHidden()

    // No voucher before confirmation.
    expect((await mailSubjects(request, email)).some((s) => s.includes('Gutschein'))).toBe(false)
    await page.goto(pages.origin + (await linkFromMail(request, email, 'newsletter/bestaetigen')))
    await expect(page.getByTestId('newsletter-response')).toHaveAttribute('data-state', 'confirmed')
    await expect(page.getByTestId('newsletter-response').getByRole('heading')).toHaveText(
      'Danke für Ihre Anmeldung!',
    )
    const voucherMail = (await mailTexts(request, email)).find((t) => /NL-[A-Z2-9]{8}/.test(t))
    expect(voucherMail).toContain('abmelden')

    // The link works once.
    await page.reload()
    await expect(page.getByTestId('newsletter-response')).toHaveAttribute('data-state', 'invalid')

    // Unsubscribe link from the voucher mail.
    const unsubscribe = voucherMail!.match(/https?:\/\/[^\s/]+(\/\S*newsletter\/abmelden\S*)/)![1]!
    await page.goto(pages.origin + unsubscribe)
    await page.getByTestId('newsletter-unsubscribe').click()
    await expect(page.getByTestId('newsletter-response')).toHaveAttribute('data-state', 'unsubscribed')
  })
}

test('the pop-up opens once per visitor, never in the desktop app', async ({ page }) => {
  await page.clock.install()
  await page.goto('/de/d/')
  // The test browser starts as a visitor who has seen the pop-up (playwright.config.ts); this one has not.
  await page.evaluate(() => localStorage.removeItem('newsletter-popup-seen'))
  await page.clock.fastForward(25_000)
  await expect(page.getByTestId('newsletter-popup')).toHaveCount(0)
  await expect(page.getByTestId('newsletter-tab')).toHaveCount(0)

  await page.goto('/de/')
  // The country switch pop-up may be open for this visitor; close it if so.
  await page.evaluate(() =>
    document.querySelectorAll('dialog[open]').forEach((d) => (d as HTMLDialogElement).close()),
  )
  // The pop-up's timer starts at hydration, which a busy machine may reach after a first fast-forward.
  await expect(async () => {
    await page.clock.fastForward(25_000)
    await expect(page.getByTestId('newsletter-popup')).toBeVisible({ timeout: 1_000 })
  }).toPass({ timeout: 20_000 })
  await page.getByRole('button', { name: 'Schließen' }).click()
  await page.reload()
  await page.clock.fastForward(25_000)
  await expect(page.getByTestId('newsletter-popup')).toBeHidden()
})

test('account forms on a phone (poster brand)', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 })
  const pages = brandPages('poster')
  await page.goto(`${pages.origin}/de/kundenkonto/registrieren`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kundenkonto anlegen')
  const width = await page.evaluate(() => document.documentElement.scrollWidth)
  expect(width).toBeLessThanOrEqual(375)
  expect(await seriousA11yViolations(page)).toEqual([])
  await page.goto(`${pages.origin}/us/account/sign-in`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log in')
  expect(await seriousA11yViolations(page)).toEqual([])
})
