import { expect as baseExpect, test } from './fixtures'
import {
  addToCartFromTool,
  CHOICE_WORDS,
  CHOICES,
  chooseOnProductPage,
  expectToolChoices,
  openA6FoldedCardWithRoundCorners,
  openDesignTool,
} from './card-options-steps'

/**
 * Issue 30 point 1 (and the start of point 11's journey): what the couple chooses on the product page
 * is what the design tool shows and prices, and what the cart lists. A folded card laid out for A6
 * with round corners: A5, premium paper with gold, round corners, satin ribbon, 80 pieces and a
 * cream large envelope on the product page; the tool opens with the same choices and the same price (the document re-laid into
 * A5, ADR 0080), keeps them over a reload, and the cart line names every one of them. Desktop and
 * phone (playwright.config.ts). The steps (card-options-steps.ts) are those the full issue-30 journey
 * (issue-30-journey.spec.ts) goes on from.
 */

// Each option change on the product page is a server render; a busy machine needs a few seconds.
const expect = baseExpect.configure({ timeout: 15_000 })
test.describe.configure({ timeout: 120_000 })

test('product page choices travel into the design tool (same price) and are listed in the cart', async ({
  page,
}) => {
  await openA6FoldedCardWithRoundCorners(page)
  // The envelope's colour select appears once an envelope is chosen (A5 takes the large one).
  await expect(page.getByTestId('option-envelopeColour')).toHaveCount(0)
  const pagePrice = await chooseOnProductPage(page, {
    ...CHOICES,
    envelope: 'large-pointed',
    envelopeColour: 'cream',
  })
  expect(pagePrice).toMatch(/\d,\d{2}\s€/)

  await openDesignTool(page)
  await expectToolChoices(page)
  await expect(page.getByTestId('option-envelope')).toHaveValue('large:pointed')
  await expect(page.getByTestId('option-envelopeColour')).toHaveValue('cream')
  // The same choices cost the same: both prices come from the one pricing engine.
  await expect(page.getByTestId('editor-price').locator('strong')).toHaveText(pagePrice)
  // The template (A6) was re-laid into A5, and the large envelope is the one A5 takes.
  await expect(page.getByTestId('option-format').locator('option')).toHaveText(['DIN A6', 'DIN A5'])

  // The tool's URL keeps the choices: a change is in it, and a reload opens with it. The colour does
  // not change the price (envelopes are priced by size class).
  await page.getByTestId('option-envelopeColour').selectOption('bordeaux')
  await expect(page).toHaveURL(/envelopeColour=bordeaux/)
  await expect(page.getByTestId('editor-price').locator('strong')).toHaveText(pagePrice)
  // Back to A6: the envelope follows the format with its flap and colour, and the tool says so.
  await page.getByTestId('option-format').selectOption('a6')
  await expect(page.getByTestId('options-notice')).toContainText('Umschlag C6')
  await expect(page).toHaveURL(/format=a6.*envelope=standard-pointed/)
  await expect(page.getByTestId('option-envelopeColour')).toHaveValue('bordeaux')
  await page.getByTestId('option-format').selectOption('a5')
  await expect(page).toHaveURL(/format=a5.*envelope=large-pointed/)
  await expect(page.locator('[data-save-status="saved"]')).toBeVisible({ timeout: 20_000 })
  await page.reload()
  await expectToolChoices(page)
  await expect(page.getByTestId('option-envelope')).toHaveValue('large:pointed')
  await expect(page.getByTestId('option-envelopeColour')).toHaveValue('bordeaux')

  await addToCartFromTool(page)
  const line = page.getByTestId('cart-line')
  const words = (await line.getByTestId('line-options').textContent()) ?? ''
  for (const word of [...CHOICE_WORDS, 'Großer Umschlag (spitze Lasche, Bordeaux)'])
    expect(words).toContain(word)
  await expect(line.getByRole('combobox')).toHaveValue('80')
})
