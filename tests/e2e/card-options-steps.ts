import { expect as baseExpect, type Locator, type Page } from './fixtures'

/**
 * The steps of issue 30's card journeys (card-options-journey.spec.ts, issue-30-journey.spec.ts): what
 * the couple chooses on the product page, the design tool opened with it, the proof and the cart. In a
 * module of their own because Playwright refuses a spec that imports another spec.
 */

// Each option change on the product page is a server render; a busy machine needs a few seconds.
const expect = baseExpect.configure({ timeout: 15_000 })

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
 * listing filtered by punching (all occasions, or the one `listing` names), each design in turn until
 * its format select starts at A6.
 */
export async function openA6FoldedCardWithRoundCorners(
  page: Page,
  listing = '/de/products/?product=folded-card&punching=round-corners',
): Promise<void> {
  await page.goto(listing)
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
    // A choice made before the page has hydrated changes the select but reaches no handler (seen on a
    // cold server): choose again until the page has taken it into its URL.
    await expect(async () => {
      await page.getByTestId(`option-${name}`).selectOption(value)
      await expect(page).toHaveURL(new RegExp(`[?&]${name}=${value}(&|$)`), { timeout: 3_000 })
    }).toPass({ timeout: 20_000 })
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

/** "In den Warenkorb" once nothing waits to be saved: the proof dialog opens. */
export async function openProof(page: Page): Promise<Locator> {
  // Saved (after a change) or idle (reopened with nothing changed since a reload).
  await expect(page.locator('[data-save-status="saved"], [data-save-status="idle"]')).toBeVisible({
    timeout: 20_000,
  })
  await page.getByRole('button', { name: 'In den Warenkorb' }).click()
  const dialog = page.getByRole('dialog', { name: 'Entwurf prüfen' })
  await expect(dialog).toBeVisible()
  return dialog
}

/** The proof checked and confirmed: into the cart, then to the cart page. */
export async function confirmProofIntoCart(page: Page, dialog: Locator) {
  await dialog.getByRole('checkbox', { name: 'Ich habe den Entwurf geprüft' }).check()
  await dialog.getByRole('button', { name: 'Geprüft – in den Warenkorb' }).click()
  await expect(page.getByRole('button', { name: 'Im Warenkorb' })).toBeVisible({ timeout: 20_000 })
  await page.getByRole('link', { name: 'Zum Warenkorb' }).first().click()
  await expect(page).toHaveURL(/\/de\/warenkorb\/$/)
}

/** Into the cart through the proof (checked), then to the cart page. */
export async function addToCartFromTool(page: Page) {
  await confirmProofIntoCart(page, await openProof(page))
}
