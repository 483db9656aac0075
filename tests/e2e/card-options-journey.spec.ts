import { expect as baseExpect, test, type Page } from './fixtures'

/**
 * Issue 30 point 1 (and the start of point 11's journey): what the couple chooses on the product page
 * is what the design tool shows and prices, and what the cart lists. A folded card laid out for A6
 * with round corners: A5, premium paper with gold, round corners, satin ribbon, 80 pieces on the
 * product page; the tool opens with the same choices and the same price (the document re-laid into
 * A5, ADR 0080), keeps them over a reload, and the cart line names every one of them. Desktop and
 * phone (playwright.config.ts). The helpers are steps the full issue-30 journey goes on from.
 */

// Each option change on the product page is a server render; a busy machine needs a few seconds.
const expect = baseExpect.configure({ timeout: 15_000 })
test.describe.configure({ timeout: 120_000 })

/** What the journey chooses, as the product page's option values (test ids option-<name>). */
export const CHOICES = {
  format: 'a5',
  paper: 'premium-matt',
  refinementType: 'gold',
  punching: 'round-corners',
  ribbon: 'satin-10mm',
  quantity: '80',
} as const

/** The cart's words for them (cardOptionNames). */
export const CHOICE_WORDS = [
  'DIN A5',
  'Premiumpapier matt',
  'Veredelung Gold',
  'Abgerundete Ecken',
  'Satinband 10 mm',
]

/**
 * Opens the product page of the first folded card laid out for A6 that offers round corners: the
 * listing filtered by punching, each design in turn until its format select starts at A6.
 */
export async function openA6FoldedCardWithRoundCorners(page: Page): Promise<void> {
  await page.goto('/de/products/?product=folded-card&punching=round-corners')
  const links = page.getByTestId('design-grid').getByRole('listitem').locator('a[href*="/products/design/"]')
  const hrefs = [...new Set(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? '')))]
  for (const href of hrefs) {
    await page.goto(href)
    if ((await page.getByTestId('option-format').inputValue()) === 'a6') return
  }
  throw new Error('No folded card laid out for A6 with round corners in the catalogue')
}

/** Picks the options one by one, each priced by the server and kept in the page's URL. */
export async function chooseOnProductPage(page: Page, choices: Record<string, string> = CHOICES) {
  for (const [name, value] of Object.entries(choices)) {
    await page.getByTestId(`option-${name}`).selectOption(value)
    await expect(page).toHaveURL(new RegExp(`[?&]${name}=${value}(&|$)`))
  }
  await expect(page.getByText(`(${choices.quantity} Stück)`)).toBeVisible()
  return (await page.getByTestId('total-price').textContent()) ?? ''
}

/** "Jetzt gestalten": the tool opens with the choices in its URL and on its canvas. */
export async function openDesignTool(page: Page) {
  await page.locator('#product-actions').getByTestId('design-now').click()
  await expect(page).toHaveURL(/\/de\/configurator-card\/?\?design=\d+&format=a5&/)
  // Konva loads after the page (its own chunk); a busy machine needs more than the default wait.
  await expect(page.locator('canvas').first()).toBeVisible({ timeout: 30_000 })
}

/** The tool shows every choice of the product page. */
export async function expectToolChoices(page: Page, choices: Record<string, string> = CHOICES) {
  for (const [name, value] of Object.entries(choices))
    await expect(page.getByTestId(`option-${name}`)).toHaveValue(value)
}

/** Into the cart through the proof (checked), then to the cart page. */
export async function addToCartFromTool(page: Page) {
  await expect(page.locator('[data-save-status="saved"]')).toBeVisible({ timeout: 20_000 })
  await page.getByRole('button', { name: 'In den Warenkorb' }).click()
  const dialog = page.getByRole('dialog', { name: 'Entwurf prüfen' })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('checkbox', { name: 'Ich habe den Entwurf geprüft' }).check()
  await dialog.getByRole('button', { name: 'Geprüft – in den Warenkorb' }).click()
  await expect(page.getByRole('button', { name: 'Im Warenkorb' })).toBeVisible({ timeout: 20_000 })
  await page.getByRole('link', { name: 'Zum Warenkorb' }).first().click()
  await expect(page).toHaveURL(/\/de\/warenkorb\/$/)
}

test('product page choices travel into the design tool (same price) and are listed in the cart', async ({
  page,
}) => {
  await openA6FoldedCardWithRoundCorners(page)
  const pagePrice = await chooseOnProductPage(page)
  expect(pagePrice).toMatch(/\d,\d{2}\s€/)

  await openDesignTool(page)
  await expectToolChoices(page)
  // The same choices cost the same: both prices come from the one pricing engine.
  await expect(page.getByTestId('editor-price').locator('strong')).toHaveText(pagePrice)
  // The template (A6) was re-laid into A5, and the large envelope is the one A5 takes.
  await expect(page.getByTestId('option-format').locator('option')).toHaveText(['DIN A6', 'DIN A5'])

  // The tool's URL keeps the choices: a change is in it, and a reload opens with it.
  await page.getByTestId('option-envelope').selectOption('large:pointed')
  await expect(page).toHaveURL(/envelope=large-pointed/)
  await expect(page.getByTestId('editor-price').locator('strong')).not.toHaveText(pagePrice)
  // Back to A6: the envelope follows the format, and the tool says so.
  await page.getByTestId('option-format').selectOption('a6')
  await expect(page.getByTestId('options-notice')).toContainText('Umschlag C6')
  await expect(page).toHaveURL(/format=a6.*envelope=standard-pointed/)
  await page.getByTestId('option-format').selectOption('a5')
  await expect(page).toHaveURL(/format=a5.*envelope=large-pointed/)
  await expect(page.locator('[data-save-status="saved"]')).toBeVisible({ timeout: 20_000 })
  await page.reload()
  await expectToolChoices(page)
  await expect(page.getByTestId('option-envelope')).toHaveValue('large:pointed')

  await addToCartFromTool(page)
  const line = page.getByTestId('cart-line')
  const words = (await line.getByTestId('line-options').textContent()) ?? ''
  for (const word of [...CHOICE_WORDS, 'Großer Umschlag (spitze Lasche)']) expect(words).toContain(word)
  await expect(line.getByRole('combobox')).toHaveValue('80')
})
