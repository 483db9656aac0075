import { ENVELOPES, PAPERS } from '@/lib/config/pricing'
import { ENVELOPE_COLOURS } from '@/lib/model/accessory-keys'
import { ACCESSORY_KINDS, ENVELOPE_ONLY, productRules, type CardOption } from './card-products'
import { PricingError } from './errors'
import { assertQuantityStep } from './quantity'
import type { ParsedCardQuoteInput } from './schema'

export type ParsedCardLineOptions = Omit<ParsedCardQuoteInput, 'country' | 'currency'>

/** The options a line actually chose; "none", null and a missing paper are not choices. */
export function chosenOptions(line: ParsedCardLineOptions): CardOption[] {
  const chosen: CardOption[] = []
  if (line.paper !== undefined) chosen.push('paper')
  if (line.refinement !== 'none') chosen.push('refinement')
  if (line.envelope !== null) chosen.push('envelope')
  for (const kind of ACCESSORY_KINDS) if (line[kind] !== 'none') chosen.push(kind)
  return chosen
}

/**
 * Refuses every combination the price list does not sell, naming the field to correct. Runs before
 * any price is looked up, so pricing code can rely on a valid line.
 */
export function assertCardCombination(line: ParsedCardLineOptions): void {
  const { productType, format } = line
  const rules = productRules(productType)
  assertQuantityStep(line.quantity)
  if (!rules.formats.includes(format)) {
    throw new PricingError(
      'format',
      `A ${productType} is not made in format ${format}; available: ${rules.formats.join(', ')}`,
      'option_not_allowed',
    )
  }
  for (const option of chosenOptions(line)) {
    if (!rules.options.includes(option)) {
      throw new PricingError(option, `A ${productType} cannot have a ${option}`, 'option_not_allowed')
    }
  }
  if (rules.options.includes('paper')) assertPaper(line, rules.papers)
  if (productType === ENVELOPE_ONLY && line.envelope === null) {
    throw new PricingError('envelope', 'Envelope-only items need an envelope size class', 'option_required')
  }
  if (line.envelope !== null) {
    const fits: readonly string[] = ENVELOPES[line.envelope.sizeClass].fits
    if (!fits.includes(format)) {
      throw new PricingError(
        'envelope.sizeClass',
        `A ${line.envelope.sizeClass} envelope does not fit format ${format}; it takes ${fits.join(', ')}`,
        'option_not_allowed',
      )
    }
    // An envelope that is not made in that colour could not be packed; it would cost the same.
    const colours: readonly string[] = ENVELOPE_COLOURS[line.envelope.flap]
    if (!colours.includes(line.envelope.colour)) {
      throw new PricingError(
        'envelope.colour',
        `A ${line.envelope.flap} flap envelope is not made in ${line.envelope.colour}; it comes in ${colours.join(', ')}`,
        'option_not_allowed',
      )
    }
  }
}

function assertPaper(line: ParsedCardLineOptions, allowed: readonly string[] | undefined): void {
  const { paper, refinement } = line
  if (paper === undefined) {
    throw new PricingError('paper', `A ${line.productType} needs a paper`, 'option_required')
  }
  if (allowed && !allowed.includes(paper)) {
    throw new PricingError(
      'paper',
      `A ${line.productType} is not printed on ${paper}; available: ${allowed.join(', ')}`,
      'option_not_allowed',
    )
  }
  // Spec section 5: "Refinement is available only for certain paper types."
  if (refinement !== 'none' && !PAPERS[paper].refinable) {
    const refinable = Object.entries(PAPERS).flatMap(([key, p]) => (p.refinable ? [key] : []))
    throw new PricingError(
      'refinement',
      `Refinement ${refinement} is not available on ${paper}; papers that take one: ${refinable.join(', ')}`,
      'option_not_allowed',
    )
  }
}
