import type { ProductChoices } from '@/lib/shop/design-print/saved-designs/product-choices'
import type { SavedDesignOptionsInput } from '@/lib/shop/design-print/saved-designs/schema'
import { extraCards, guestListQuantity } from '@/lib/shop/sales/pricing/quantity'

type Options = SavedDesignOptionsInput
type Envelope = NonNullable<Options['envelope']>

/**
 * What changing the format or the paper does to the other choices (issue 30 point 1): nothing is
 * reset silently. An envelope that does not fit the new format becomes the fitting one with the same
 * flap and colour (or none, if no envelope fits), a refinement the new paper does not take becomes none, and the
 * change comes back as a notice the tool shows.
 */
export type OptionNotice =
  | { kind: 'format'; format: string }
  | { kind: 'envelopeChanged'; from: Envelope; to: Envelope }
  | { kind: 'envelopeRemoved'; from: Envelope }
  | { kind: 'refinementRemoved'; from: string }

export interface OptionChange {
  patch: Partial<Options>
  notices: OptionNotice[]
}

export function changeFormat(options: Options, format: string, choices: ProductChoices): OptionChange {
  const patch: Partial<Options> = { format: format as Options['format'] }
  const notices: OptionNotice[] = [{ kind: 'format', format }]
  const envelope = options.envelope
  const fits = choices.envelopes?.[format] ?? []
  if (envelope && choices.productType !== 'envelope' && !fits.includes(envelope.sizeClass)) {
    const sizeClass = fits[0] as Envelope['sizeClass'] | undefined
    if (sizeClass) {
      const to = { sizeClass, flap: envelope.flap, colour: envelope.colour }
      patch.envelope = to
      notices.push({ kind: 'envelopeChanged', from: envelope, to })
    } else {
      patch.envelope = null
      notices.push({ kind: 'envelopeRemoved', from: envelope })
    }
  }
  return { patch, notices }
}

export function changePaper(options: Options, paper: string, choices: ProductChoices): OptionChange {
  const next = choices.papers?.find((p) => p.key === paper)
  const refinement = options.refinement ?? 'none'
  const keeps = refinement === 'none' || next?.refinements.some((r) => r.key === refinement)
  return {
    patch: { paper: paper as Options['paper'], refinement: keeps ? refinement : 'none' },
    notices: keeps ? [] : [{ kind: 'refinementRemoved', from: refinement }],
  }
}

/**
 * The quantity once a guest list of `guests` rows is attached (ADR 0081): every guest gets a card and
 * the cards without names asked for stay. With a first list (`previousGuests` null) that is what the
 * chosen quantity holds beyond the guests (80 chosen, 30 guests: 50); with a replaced list the extras
 * the old one had. Null when the list is longer than the largest step.
 */
export function quantityForGuestList(
  ordered: number,
  guests: number,
  previousGuests: number | null,
): number | null {
  return guestListQuantity(guests, extraCards(ordered, previousGuests ?? guests))
}
