import { randomUUID } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { expect, test, type Page } from './fixtures'
import { unzip } from '../hostile/support/unzip'
import { fitsScreen, orderCards, phoneWidth, signInAs } from './backoffice-support'
import { SAME_ORIGIN, seriousA11yViolations } from './support'

/**
 * Issue 34 point 2 as production works it, on desktop and at 390 px: new orders' print files appear
 * in the queue by themselves once rendered (the page refreshes itself), with thumbnails and the
 * product in words; a filter narrows them; the chosen files download as one ZIP (entries read back)
 * and are marked printed, which moves them under "Gedruckt" and the order into production; a
 * cancelled order's file is marked and cannot be chosen; a failed render stands on top with its reason
 * and is rendered again.
 */

const QUEUE = '/backoffice/production'
const filesOf = (page: Page, number: string) =>
  page.getByTestId('production-file').filter({ hasText: number })

test('production downloads ready files as a ZIP, marks them printed and renders a failed one again', async ({
  page,
}, info) => {
  test.setTimeout(240_000)
  await phoneWidth(page, info)
  const run = randomUUID().slice(0, 6)
  const a = await orderCards(page, `prod-a-${run}@example.com`, [
    { format: 'a5' },
    { productType: 'postcard', format: 'a6', paper: 'naturpapier' },
  ])
  const b = await orderCards(page, `prod-b-${run}@example.com`, [{ format: 'a6' }])
  const failing = await orderCards(page, `prod-c-${run}@example.com`, [{ format: 'a6' }])
  const cancelled = await orderCards(page, `prod-d-${run}@example.com`, [{ format: 'a6' }])
  // The shopper cancels the last one before production starts.
  const cancel = await page.request.post(`/web-api/orders/${cancelled}/cancel`, { headers: SAME_ORIGIN })
  expect(cancel.status()).toBe(200)

  await signInAs(page, 'production')
  await page.goto(`${QUEUE}?tab=ready`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Produktion')

  // Rendered by the worker meanwhile: the page shows them without a reload.
  await expect(filesOf(page, a)).toHaveCount(2, { timeout: 90_000 })
  await expect(filesOf(page, b)).toHaveCount(1, { timeout: 60_000 })
  await expect(filesOf(page, failing)).toHaveCount(1, { timeout: 60_000 })
  const first = filesOf(page, `${a} · Pos. 1`)
  await expect(first).toContainText('Klappkarte')
  await expect(first).toContainText('DIN A5 (148 × 210 mm)')
  await expect(first).toContainText('Premiumpapier matt')
  await expect(first).toContainText('50 Stück')
  await expect(first).toContainText('Druckbereit')
  const thumbnail = first.getByRole('img', { name: `Erste Seite der Druckdatei ${a} · Pos. 1` })
  await thumbnail.scrollIntoViewIfNeeded()
  await expect
    .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), {
      timeout: 30_000,
    })
    .toBeGreaterThan(0)
  await fitsScreen(page)
  expect(await seriousA11yViolations(page)).toEqual([])

  // The cancelled order's file is marked and cannot be chosen (all tab: it may still be waiting).
  await page.goto(QUEUE)
  const storniert = filesOf(page, cancelled)
  await expect(storniert).toContainText('Storniert')
  await expect(storniert.getByRole('checkbox')).toBeDisabled()

  // Filter: only the natural-paper postcard of order A.
  await page.getByLabel('Papier').selectOption({ label: 'Naturpapier' })
  await page.getByRole('button', { name: 'Filtern' }).click()
  await expect(page).toHaveURL(/paper=naturpapier/)
  await expect(filesOf(page, a)).toHaveCount(1)
  await expect(filesOf(page, a)).toContainText('Postkarte')
  await expect(filesOf(page, b)).toHaveCount(0)
  await page.getByRole('link', { name: 'Filter zurücksetzen' }).click()

  // Choose A's two files and B's, download them as one ZIP.
  await page.getByRole('link', { name: /^Druckbereit \(\d+\)$/ }).click()
  for (const label of [`${a} · Pos. 1`, `${a} · Pos. 2`, `${b} · Pos. 1`])
    await page.getByRole('checkbox', { name: `${label} auswählen` }).check()
  await expect(page.getByText('3 ausgewählt')).toBeVisible()
  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Auswahl als ZIP herunterladen' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/^druckdaten-\d{4}-\d{2}-\d{2}-\d{2}-\d{2}\.zip$/)
  const entries = unzip(await readFile((await download.path()) ?? ''))
  expect(entries.map((e) => e.name).sort()).toEqual([`${a}-1.pdf`, `${a}-2.pdf`, `${b}-1.pdf`])
  for (const entry of entries) expect(entry.data.subarray(0, 5).toString()).toBe('%PDF-')

  // The same three are marked printed: they leave "ready" and show under "printed" with the name.
  await page.getByRole('button', { name: 'Auswahl als gedruckt markieren' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'als gedruckt markiert' })).toHaveText(
    '3 Druckdateien als gedruckt markiert.',
  )
  await expect(filesOf(page, a)).toHaveCount(0)
  await page.getByRole('link', { name: /^Gedruckt \(\d+\)$/ }).click()
  await expect(filesOf(page, a)).toHaveCount(2)
  await expect(filesOf(page, b)).toContainText(/Gedruckt .* von /)
  await page.goto(`/backoffice/orders/${a}`)
  await expect(page.getByTestId('order-status')).toHaveText('In Produktion')
  await expect(page.getByTestId('history')).toContainText('Gedruckt')

  // A render that failed on every try: on top of "all" with its reason; rendered again, it is ready.
  const failed = await page.request.post('/backoffice/test-fixtures/fail-print-file', {
    headers: SAME_ORIGIN,
    data: { number: failing },
  })
  expect(await failed.json()).toEqual({ failed: 1 })
  await page.goto(QUEUE)
  await expect(page.getByTestId('production-file').first()).toHaveAttribute('data-state', 'failed')
  const broken = filesOf(page, failing)
  await expect(broken).toHaveAttribute('data-state', 'failed')
  await expect(broken).toContainText('Eine Schrift der Gestaltung steht für den Druck nicht zur Verfügung.')
  await expect(broken.getByRole('checkbox')).toBeDisabled()
  await fitsScreen(page)
  await broken.getByRole('button', { name: 'Erneut rendern' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'wird neu erzeugt' })).toHaveText(
    `${failing} · Pos. 1 wird neu erzeugt.`,
  )
  await expect(broken).toHaveAttribute('data-state', 'ready', { timeout: 60_000 })
  await page.goto(`/backoffice/orders/${failing}`)
  await expect(page.getByTestId('history')).toContainText('Druckdaten neu erzeugt')
})
