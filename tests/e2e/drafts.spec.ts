import { expect, test, type Locator, type Page } from './fixtures'
import { POSTER_ORIGIN } from './support'

/**
 * Drafts (issue 30 point 7, ADR 0085): coming back through the product page offers the draft made
 * there; "Meine Designs" shows each saved design with its thumbnail, product, format and date and
 * renames, duplicates, deletes and opens it; Ctrl+Z in a text field undoes in that field only, and
 * what the field shows is what the canvas draws and what is saved. On a desktop and a phone.
 */

const FIXTURE = '/de/test-fixtures/editor-design/'
const tab = (page: Page, name: string) => page.getByRole('tab', { name })
const layerButtons = (page: Page) => page.locator('[data-layer]')
const saved = (page: Page) =>
  expect(page.locator('[data-save-status="saved"]')).toBeVisible({ timeout: 15_000 })

async function canvasReady(page: Page) {
  await expect(page.locator('canvas').first()).toBeVisible({ timeout: 20_000 })
}

/** A thumbnail that the browser has really drawn (a broken image has no natural width). */
async function expectDrawn(image: Locator) {
  await expect(image).toBeVisible()
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0)
}

async function openProductPage(page: Page): Promise<string> {
  await page.goto('/de/products/?product=folded-card')
  await page.getByTestId('design-grid').getByRole('listitem').first().getByRole('link').first().click()
  await expect(page).toHaveURL(/\/de\/products\/design\/[a-z0-9-]+\/$/)
  return page.url()
}

async function designNow(page: Page) {
  await page.locator('#product-actions').getByRole('link', { name: 'Jetzt gestalten' }).click()
  await expect(page).toHaveURL(/\/de\/configurator-card\/?\?design=\d+/)
  await canvasReady(page)
}

async function addBalloon(page: Page) {
  await tab(page, 'Hinzufügen').click()
  await page.getByRole('combobox', { name: 'Anlass' }).selectOption('birthday')
  await page.getByRole('button', { name: 'Luftballon', exact: true }).click()
}

async function layerCount(page: Page): Promise<number> {
  await tab(page, 'Ebenen').click()
  await expect(layerButtons(page).first()).toBeVisible()
  return layerButtons(page).count()
}

function drafts() {
  test('coming back through the product page offers the draft: continue opens it, start anew keeps the template', async ({
    page,
  }) => {
    test.slow()
    const product = await openProductPage(page)
    await designNow(page)
    // A first visit has no draft to offer.
    await expect(page.getByTestId('continue-draft')).toHaveCount(0)
    const blank = await layerCount(page)
    await addBalloon(page)
    expect(await layerCount(page)).toBe(blank + 1)
    await saved(page)
    const savedId = new URL(page.url()).searchParams.get('saved')
    expect(savedId).toMatch(/^[0-9a-f-]{36}$/)

    await page.goto(product)
    await designNow(page)
    const dialog = page.getByRole('dialog', { name: 'Weiter an Ihrem Entwurf arbeiten?' })
    await expect(dialog).toBeVisible()
    await expectDrawn(dialog.getByRole('img', { name: 'Vorschau Ihres Entwurfs' }))
    await expect(dialog).toContainText(/Zuletzt geändert am \d{1,2}\. \p{L}+ \d{4}/u)
    await dialog.getByRole('button', { name: 'Neu beginnen' }).click()
    await expect(dialog).toBeHidden()
    expect(new URL(page.url()).searchParams.get('saved')).toBeNull()
    expect(await layerCount(page)).toBe(blank)

    await page.goto(product)
    await designNow(page)
    await dialog.getByRole('link', { name: 'Entwurf fortsetzen' }).click()
    await expect(page).toHaveURL(new RegExp(`saved=${savedId}`))
    await canvasReady(page)
    await expect(page.getByTestId('continue-draft')).toHaveCount(0)
    expect(await layerCount(page)).toBe(blank + 1)
    await expect(layerButtons(page).first()).toContainText('Motiv')
  })

  test('Meine Designs: thumbnail, product, format and date; rename, duplicate, delete and open', async ({
    page,
  }) => {
    test.slow()
    await page.goto(FIXTURE)
    await canvasReady(page)
    await addBalloon(page)
    await saved(page)
    const savedId = new URL(page.url()).searchParams.get('saved') ?? ''

    await page.getByRole('link', { name: 'Meine Designs' }).click()
    const rows = page.getByTestId('saved-design-row')
    await expect(rows).toHaveCount(1)
    const row = page.locator(`[data-saved-design="${savedId}"]`)
    await expectDrawn(row.getByRole('img', { name: 'Vorschau von Testkarte Hochzeit' }))
    await expect(row.getByTestId('saved-design-name')).toHaveText('Testkarte Hochzeit')
    await expect(row.getByTestId('saved-design-details')).toHaveText('Klappkarte · DIN A6')
    await expect(row).toContainText(/Zuletzt geändert am \d{1,2}\. \p{L}+ \d{4}/u)
    await expect(row).not.toContainText(/\d{4}-\d{2}-\d{2}/)

    // Rename: an empty name is refused with a message, a good one is kept.
    await row.getByRole('button', { name: 'Umbenennen' }).click()
    const field = row.getByRole('textbox', { name: 'Name des Designs' })
    await field.fill('   ')
    await row.getByRole('button', { name: 'Namen speichern' }).click()
    await expect(row.getByRole('alert')).toHaveText('Bitte geben Sie einen Namen mit 1 bis 80 Zeichen ein.')
    await field.fill('Einladung Anna & Ben')
    await row.getByRole('button', { name: 'Namen speichern' }).click()
    await expect(row.getByTestId('saved-design-name')).toHaveText('Einladung Anna & Ben')
    await page.reload()
    await expect(row.getByTestId('saved-design-name')).toHaveText('Einladung Anna & Ben')

    // Duplicate: a second saved design named "Kopie von …", with its own thumbnail.
    await row.getByRole('button', { name: 'Duplizieren' }).click()
    await expect(rows).toHaveCount(2)
    const copy = rows.filter({ hasText: 'Kopie von Einladung Anna & Ben' })
    await expect(copy).toHaveCount(1)
    await expectDrawn(copy.getByRole('img'))

    // Delete asks first; dismissing keeps the design.
    page.once('dialog', (dialog) => void dialog.dismiss())
    await copy.getByRole('button', { name: 'Löschen' }).click()
    await expect(rows).toHaveCount(2)
    page.once('dialog', (dialog) => void dialog.accept())
    await copy.getByRole('button', { name: 'Löschen' }).click()
    await expect(rows).toHaveCount(1)

    await row.getByRole('link', { name: 'Im Editor öffnen' }).click()
    await expect(page).toHaveURL(new RegExp(`design=990001&saved=${savedId}`))
    await canvasReady(page)
    await expect(page.getByTestId('continue-draft')).toHaveCount(0)
  })

  test('Ctrl+Z in the text field undoes in that field only; canvas and saved design follow the field', async ({
    page,
  }) => {
    test.slow()
    await page.goto(FIXTURE)
    await canvasReady(page)
    await tab(page, 'Ebenen').click()
    await layerButtons(page).filter({ hasText: 'Anna & Ben' }).click()
    await tab(page, 'Auswahl').click()
    const font = page.getByRole('combobox', { name: 'Schrift' })
    const text = page.getByRole('textbox', { name: 'Text', exact: true })
    // A change of the document before any typing: no Ctrl+Z in the field may take it back.
    await font.selectOption('Great Vibes')

    // Typing undone with the tool's undo button: the field shows the old text and keeps no undo
    // steps of the typing, so a Ctrl+Z in it afterwards has nothing to mix into it.
    await text.click()
    await page.keyboard.press('End')
    await page.keyboard.type(' und Tom', { delay: 20 })
    await page.getByRole('button', { name: 'Rückgängig (Strg+Z)' }).click()
    await expect(text).toHaveValue('Anna & Ben')
    await text.click()
    await page.keyboard.press('End')
    await page.keyboard.press('Control+z')
    await expect(text).toHaveValue('Anna & Ben')
    await expect(font).toHaveValue('Great Vibes')

    // Ctrl+Z and Ctrl+Shift+Z in the field: the browser's undo and redo of the typing, nothing else.
    await page.keyboard.type(' und Tom', { delay: 20 })
    await expect(text).toHaveValue('Anna & Ben und Tom')
    await page.keyboard.press('Control+z')
    await expect(text).not.toHaveValue('Anna & Ben und Tom')
    expect(await text.inputValue()).toMatch(/^Anna & Ben( und To?m?| u| un| und| und T)?$/)
    await page.keyboard.press('Control+Shift+z')
    await expect(text).toHaveValue('Anna & Ben und Tom')
    for (let press = 0; press < 10 && (await text.inputValue()) !== 'Anna & Ben'; press++) {
      await page.keyboard.press('Control+z')
    }
    await expect(text).toHaveValue('Anna & Ben')
    await expect(text).toBeFocused()
    // One more with nothing left to undo in the field still leaves the document's history alone.
    await page.keyboard.press('Control+z')
    await expect(text).toHaveValue('Anna & Ben')
    await expect(font).toHaveValue('Great Vibes')

    // The canvas draws the field's text (the layer list names each layer by what the canvas shows).
    await tab(page, 'Ebenen').click()
    await expect(layerButtons(page).filter({ hasText: 'und' })).toHaveCount(0)
    await expect(layerButtons(page).filter({ hasText: 'Anna & Ben' })).toHaveCount(1)
    await saved(page)

    // And the saved design holds it: a reload opens what was saved.
    await page.reload()
    await canvasReady(page)
    await tab(page, 'Ebenen').click()
    await layerButtons(page).filter({ hasText: 'Anna & Ben' }).click()
    await tab(page, 'Auswahl').click()
    await expect(text).toHaveValue('Anna & Ben')
    await expect(font).toHaveValue('Great Vibes')
  })
}

test.describe('on a desktop', drafts)

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })
  drafts()
})

test('a calendar in the US shop offers its draft in English, and continuing opens it', async ({ page }) => {
  test.slow()
  const start = `${POSTER_ORIGIN}/us/configurator-calendar?designGroupId=2101&year=2027&startMonth=1`
  await page.goto(start)
  await expect(page.getByTestId('calendar-price')).toHaveAttribute('data-state', 'ok')
  await expect(page.getByTestId('continue-draft')).toHaveCount(0)
  await page.getByTestId('calendar-start-month').selectOption('7')
  await expect(page).toHaveURL(/[?&]saved=[0-9a-f-]{36}/, { timeout: 30_000 })
  const savedId = new URL(page.url()).searchParams.get('saved')

  await page.goto(start)
  const dialog = page.getByRole('dialog', { name: 'Continue your draft?' })
  await expect(dialog).toBeVisible()
  await expect(dialog).toContainText(/Last changed on [A-Z][a-z]+ \d{1,2}, \d{4}/)
  await expectDrawn(dialog.getByRole('img', { name: 'Preview of your draft' }))
  await dialog.getByRole('link', { name: 'Continue draft' }).click()
  await expect(page).toHaveURL(new RegExp(`saved=${savedId}`))
  await expect(page.getByTestId('calendar-start-month')).toHaveValue('7')
  await expect(page.getByTestId('continue-draft')).toHaveCount(0)
})
