import { describe, expect, it } from 'vitest'
import { quoteCardLine } from './card-line'
import { PricingError } from './errors'
import type { CardQuoteInput } from './schema'

/** Every rule of card-rules.ts (and the schema in front of it), one refused input each. */
const base = {
  country: 'DE',
  productType: 'postcard',
  format: 'a6',
  paper: 'standard-matt',
  quantity: 10,
} as const

describe('quoteCardLine refuses what the price list does not sell', () => {
  it.each<[string, unknown, string, string]>([
    [
      'refinement on a paper without one',
      { ...base, refinement: 'gold' },
      'refinement',
      'option_not_allowed',
    ],
    ['quantity that is not a step', { ...base, quantity: 12 }, 'quantity', 'not_a_quantity_step'],
    ['quantity above 5000', { ...base, quantity: 5250 }, 'quantity', 'not_a_quantity_step'],
    ['fractional quantity', { ...base, quantity: 10.5 }, 'quantity', 'invalid_input'],
    ['unknown key', { ...base, colour: 'red' }, 'colour', 'invalid_input'],
    [
      'unknown key in envelope',
      { ...base, envelope: { flap: 'straight', sizeClass: 'standard', x: 1 } },
      'envelope.x',
      'invalid_input',
    ],
    ['unknown paper', { ...base, paper: 'gold-leaf' }, 'paper', 'invalid_input'],
    ['unknown product type', { ...base, productType: 'poster' }, 'productType', 'invalid_input'],
    ['format the type is not made in', { ...base, format: 'a4' }, 'format', 'option_not_allowed'],
    ['option the type does not take', { ...base, holder: 'wood-round' }, 'holder', 'option_not_allowed'],
    ['missing paper', { ...base, paper: undefined }, 'paper', 'option_required'],
    [
      'paper the type is not printed on',
      { ...base, productType: 'photo-print', format: 'foto-10x15', paper: 'kraftpapier' },
      'paper',
      'option_not_allowed',
    ],
    [
      'paper on envelope-only items',
      { ...base, productType: 'envelope', envelope: { flap: 'straight', sizeClass: 'standard' } },
      'paper',
      'option_not_allowed',
    ],
    [
      'envelope-only item without envelope',
      { country: 'DE', productType: 'envelope', format: 'a6', quantity: 10 },
      'envelope',
      'option_required',
    ],
    [
      'envelope that does not fit',
      { ...base, envelope: { flap: 'straight', sizeClass: 'large' } },
      'envelope.sizeClass',
      'option_not_allowed',
    ],
    [
      'envelope colour its flap is not made in',
      { ...base, envelope: { flap: 'pointed', sizeClass: 'standard', colour: 'grey' } },
      'envelope.colour',
      'option_not_allowed',
    ],
    [
      'envelope colour that does not exist',
      { ...base, envelope: { flap: 'straight', sizeClass: 'standard', colour: 'gold' } },
      'envelope.colour',
      'invalid_input',
    ],
    [
      'pocketfold sleeve on a postcard',
      { ...base, envelope: { flap: 'straight', sizeClass: 'pocketfold-sleeve' } },
      'envelope.sizeClass',
      'option_not_allowed',
    ],
    ['country we do not deliver to', { ...base, country: 'GB' }, 'country', 'invalid_input'],
    ['a card in the US shop (posters only)', { ...base, country: 'US' }, 'productType', 'not_sold_here'],
    ['currency of another country', { ...base, currency: 'CHF' }, 'currency', 'currency_mismatch'],
    ['not an object', 'postcard', 'input', 'invalid_input'],
  ])('%s', (_, input, field, code) => {
    let caught: unknown
    try {
      quoteCardLine(input as CardQuoteInput)
    } catch (error) {
      caught = error
    }
    expect(caught).toBeInstanceOf(PricingError)
    expect(caught).toMatchObject({ field, code })
    expect((caught as PricingError).status).toBe(code === 'invalid_input' ? 400 : 422)
  })

  it('explains which papers do take a refinement', () => {
    expect(() => quoteCardLine({ ...base, refinement: 'relief' })).toThrow(/premium-matt.*glanz/)
  })
})
