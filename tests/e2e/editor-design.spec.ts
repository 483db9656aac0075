import { expect, test, type Page } from './fixtures'

/**
 * The design tool as a customer uses it, on the fixture design (E2E_FIXTURES=1 writes it and opens
 * the editor): edit a text, change its font, add clip art, undo, and find the autosaved state after
 * a reload.
 */

const FIXTURE = '/de/test-fixtures/editor-design/'

async function openEditor(page: Page) {
  await page.goto(FIXTURE)
  await expect(page).toHaveURL(/\/de\/configurator-card\/\?design=990001/)
  await expect(page.getByRole('heading', { name: 'Testkarte Hochzeit gestalten' })).toBeVisible()
  await expect(page.locator('canvas').first()).toBeVisible()
}

const tab = (page: Page, name: string) => page.getByRole('tab', { name })
const layerButtons = (page: Page) => page.locator('[data-layer]')

async function selectLayerByText(page: Page, text: string) {
  await tab(page, 'Ebenen').click()
  await page.locator('[data-layer]', { hasText: text }).click()
  await tab(page, 'Auswahl').click()
}

test('edits a text and its font, adds clip art, undoes, and reopens the autosaved design', async ({
  page,
}) => {
  await openEditor(page)
  await expect(page.getByTestId('editor-price')).toContainText('€')

  await selectLayerByText(page, 'Anna & Ben')
  const text = page.getByRole('textbox', { name: 'Text', exact: true })
  await text.fill('Anna & Tom')
  await page.getByRole('combobox', { name: 'Schrift' }).selectOption('Great Vibes')

  await tab(page, 'Hinzufügen').click()
  await page.getByRole('button', { name: 'Herz', exact: true }).click()
  await tab(page, 'Ebenen').click()
  await expect(layerButtons(page).first()).toContainText('Motiv')
  const withMotif = await layerButtons(page).count()
  await page.getByRole('button', { name: 'Rückgängig (Strg+Z)' }).click()
  await expect(layerButtons(page)).toHaveCount(withMotif - 1)

  await expect(page.locator('[data-save-status="saved"]')).toBeVisible({ timeout: 10_000 })
  await expect(page).toHaveURL(/saved=[0-9a-f-]{36}/)
  await page.reload()

  await expect(page.locator('canvas').first()).toBeVisible()
  await selectLayerByText(page, 'Anna & Tom')
  await expect(page.getByRole('textbox', { name: 'Text', exact: true })).toHaveValue('Anna & Tom')
  await expect(page.getByRole('combobox', { name: 'Schrift' })).toHaveValue('Great Vibes')
  await tab(page, 'Ebenen').click()
  await expect(layerButtons(page)).toHaveCount(withMotif - 1)

  await page.getByRole('link', { name: 'Meine Designs' }).click()
  await expect(page.locator('[data-saved-design]')).toContainText('Testkarte Hochzeit')
})

test('a save from a second tab that missed the first tab’s save gets a clear conflict message', async ({
  page,
  context,
}) => {
  await openEditor(page)
  await page.getByRole('combobox', { name: 'Stückzahl' }).selectOption('100')
  await expect(page.locator('[data-save-status="saved"]')).toBeVisible({ timeout: 10_000 })

  const second = await context.newPage()
  await second.goto(page.url())
  await expect(second.locator('canvas').first()).toBeVisible()

  await page.getByRole('combobox', { name: 'Stückzahl' }).selectOption('150')
  await expect(page.locator('[data-save-status="saved"]')).toBeVisible({ timeout: 10_000 })
  await second.getByRole('combobox', { name: 'Stückzahl' }).selectOption('200')
  await expect(second.locator('[data-save-status="conflict"]')).toContainText('anderen Fenster', {
    timeout: 10_000,
  })
  await expect(second.getByRole('button', { name: 'Neuere Fassung laden' })).toBeVisible()
})

test('keyboard shortcuts: duplicate, nudge, delete and undo', async ({ page }) => {
  await openEditor(page)
  // Selecting from the layer list leaves the focus on a button, where the shortcuts apply.
  await tab(page, 'Ebenen').click()
  await page.locator('[data-layer]', { hasText: 'Anna & Ben' }).click()
  const before = await layerButtons(page).count()
  await page.keyboard.press('Control+d')
  await expect(layerButtons(page)).toHaveCount(before + 1)
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('Delete')
  await expect(layerButtons(page)).toHaveCount(before)
  await page.keyboard.press('Control+z')
  await expect(layerButtons(page)).toHaveCount(before + 1)
})

test('edits a text in place on the canvas by double-click', async ({ page }) => {
  await openEditor(page)
  const canvas = page.locator('canvas').first()
  const box = await canvas.boundingBox()
  if (!box) throw new Error('no canvas')
  const field = page.locator('textarea[aria-label="text 1"]')
  // The headline sits in the lower half of the fixture's front page; find it without knowing the zoom.
  for (const share of [0.6, 0.55, 0.65, 0.7, 0.5]) {
    await page.mouse.dblclick(box.x + box.width / 2, box.y + box.height * share)
    if (await field.isVisible()) break
  }
  await expect(field).toBeFocused()
  await page.keyboard.type('!')
  await page.keyboard.press('Escape')
  await expect(field).toBeHidden()
  await tab(page, 'Ebenen').click()
  await expect(page.locator('[data-layer]', { hasText: 'Anna & Ben!' })).toBeVisible()
})

test('shows preflight findings and selects the layer to fix', async ({ page }) => {
  await openEditor(page)
  await tab(page, /Prüfen/.source).click()
  const issue = page.locator('[data-issue="empty-photo"]')
  await expect(issue).toContainText('Fotoplatzhalter')
  await issue.getByRole('button', { name: 'Anzeigen' }).click()
  await tab(page, 'Ebenen').click()
  await expect(page.locator('[data-layer][aria-pressed="true"]')).toContainText('Foto')
})

test('shows the opening price with the page and prices changed options on the server', async ({
  page,
  request,
}) => {
  const asked: string[] = []
  page.on('request', (r) => {
    if (r.url().includes('/web-api/card-price')) asked.push(r.postData() ?? '')
  })
  await openEditor(page)
  const price = page.getByTestId('editor-price')
  await expect(price).toContainText('€')
  const opening = (await price.textContent()) ?? ''
  // The server quoted it into the page's HTML: shown before any script runs, not asked for again.
  const total = await price.locator('strong').innerText()
  expect(await (await request.get(page.url())).text()).toContain(`<strong>${total}</strong>`)
  expect(asked).toEqual([])

  const quantity = page.getByRole('combobox', { name: 'Stückzahl' })
  const first = await quantity.inputValue()
  await quantity.selectOption('100')
  await expect(price).not.toHaveText(opening)
  await expect(price).toContainText('€')
  expect(asked).toHaveLength(1)
  expect(JSON.parse(asked[0]!)).toMatchObject({ quantity: 100, country: 'DE' })
  await quantity.selectOption(first)
  await expect(price).toHaveText(opening)
})

test('draws the motifs of a catalogue design, not stand-ins', async ({ page }) => {
  // The seeded "Goldene Ringe" table card: its rings are one of the generated designs' own motifs.
  await page.goto('/de/configurator-card/?design=10014')
  await expect(page.locator('[aria-busy="false"] canvas').first()).toBeVisible()
  // A motif the canvas cannot draw becomes a dashed box with its name in the stand-in grey (#8a8a8a).
  const standInPixels = () =>
    page.evaluate(() =>
      [...document.querySelectorAll('canvas')].reduce((sum, canvas) => {
        const data = canvas.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height).data ?? []
        let grey = 0
        for (let i = 0; i < data.length; i += 4) {
          const near = (v: number | undefined) => Math.abs((v ?? 0) - 138) < 6
          if ((data[i + 3] ?? 0) > 200 && near(data[i]) && near(data[i + 1]) && near(data[i + 2])) grey++
        }
        return sum + grey
      }, 0),
    )
  await expect.poll(standInPixels, { timeout: 10_000 }).toBe(0)
})

test('loads Konva only on the editor route', async ({ page }) => {
  const scripts: string[] = []
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') scripts.push(await response.text().catch(() => ''))
  })
  for (const path of ['/de/', '/de/produkte/']) {
    scripts.length = 0
    await page.goto(path)
    await page.waitForLoadState('networkidle')
    expect(scripts.length, path).toBeGreaterThan(0)
    expect(
      scripts.some((s) => s.includes('Konva.Stage') || s.includes('konva')),
      path,
    ).toBe(false)
  }
  scripts.length = 0
  await openEditor(page)
  await page.waitForLoadState('networkidle')
  expect(scripts.some((s) => s.includes('konva') || s.includes('Konva'))).toBe(true)
})

test('an unknown design is a 404', async ({ page }) => {
  const response = await page.goto('/de/configurator-card/?design=987654')
  expect(response?.status()).toBe(404)
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

  test('the canvas, panels and price fit the screen and work by touch', async ({ page }) => {
    await openEditor(page)
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(1)
    const canvas = page.locator('canvas').first()
    const box = await canvas.boundingBox()
    expect(box?.width).toBeGreaterThan(300)
    await tab(page, 'Hinzufügen').tap()
    await page.getByRole('combobox', { name: 'Anlass' }).selectOption('birthday')
    await page.getByRole('button', { name: 'Luftballon', exact: true }).tap()
    await tab(page, 'Ebenen').tap()
    await expect(layerButtons(page).first()).toContainText('Motiv')
    await expect(page.getByTestId('editor-price')).toContainText('€')
  })
})

test('puts the personalised design into the cart, as saved', async ({ page }) => {
  await openEditor(page)
  await selectLayerByText(page, 'Anna & Ben')
  await page.getByRole('textbox', { name: 'Text', exact: true }).fill('Lena & Max')
  await expect(page.locator('[data-save-status="saved"]')).toBeVisible({ timeout: 10_000 })

  await page.getByRole('button', { name: 'In den Warenkorb' }).click()
  // The proof step (ADR 0015) comes first: nothing enters the cart before it is confirmed.
  await page.getByRole('checkbox', { name: 'Ich habe den Entwurf geprüft' }).check()
  await page.getByRole('button', { name: 'Geprüft – in den Warenkorb' }).click()
  await expect(page.getByRole('button', { name: 'Im Warenkorb' })).toBeVisible()
  await page.getByRole('link', { name: 'Zum Warenkorb' }).click()
  await expect(page).toHaveURL(/\/de\/warenkorb\/$/)
  await expect(page.getByRole('main')).toContainText('Testkarte Hochzeit')
  await expect(page.getByRole('main')).not.toContainText('Ihr Warenkorb ist leer')
})
