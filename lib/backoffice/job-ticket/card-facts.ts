import { FORMATS, REFINEMENTS, type FormatKey } from '@/lib/config/catalog'
import { refinementInk } from '@/lib/config/refinement-inks'
import type { DesignDocument } from '@/lib/shop/design-print/design/document'
import { refinementOfLine } from '@/lib/shop/design-print/print/foil'
import { cardOptionNames, guestQuantityText } from '@/lib/shop/sales/cart/card-option-names'
import { productLabel } from '@/lib/shop/sales/cart/product-labels'
import { CARD_PRODUCTS, type CardOption, type CardProductType } from '@/lib/shop/sales/pricing/card-products'
import { T, fill } from '../texts'
import { fact, type Fact, type ProductFacts } from './fact'
import { count, mm } from './words'

/**
 * Cards of every kind (folded and flat cards, place and table cards, menus, stickers, labels, insert
 * cards, envelopes alone, free samples, accessories) from the line's stored options, named with the
 * words the cart, invoice and e-mail use (cardOptionNames), plus what only production asks: the
 * finished size in mm with orientation and fold, the foil's spot colour, the envelopes to pack and the
 * guest-list rule.
 */

export interface CardInput {
  kind: string
  options: Readonly<Record<string, unknown>>
  document: DesignDocument | null
  quantity: number
  guests: number | null
  designName: string | null
  lineName: string
}

/** One option in the cart's words, or null when it is not chosen (or not readable). */
function named(key: string, value: unknown): string | null {
  return value === undefined ? null : (cardOptionNames({ [key]: value }, 'de')[0] ?? null)
}

function productTypeOf(options: Readonly<Record<string, unknown>>): CardProductType | null {
  const value = options.productType
  return typeof value === 'string' && Object.hasOwn(CARD_PRODUCTS, value) ? (value as CardProductType) : null
}

function takes(productType: CardProductType | null, option: CardOption): boolean {
  return (
    productType !== null && (CARD_PRODUCTS[productType].options as readonly CardOption[]).includes(option)
  )
}

/** "DIN A5 · 148 × 210 mm, Hochformat, Falz seitlich": the finished piece as the customer holds it. */
function formatInWords(key: FormatKey, document: DesignDocument | null): string {
  const { widthMm, heightMm } = FORMATS[key]
  const orientation = document?.format.orientation ?? null
  const [w, h] = orientation === 'landscape' ? [heightMm, widthMm] : [widthMm, heightMm]
  const details = [
    orientation ? T.jobTicket.orientation[orientation] : null,
    document && document.format.fold !== 'none' ? T.jobTicket.fold[document.format.fold] : null,
  ].filter((d): d is string => d !== null)
  return [`${FORMATS[key].de} · ${mm(w, h)}`, ...details].join(', ')
}

function formatKeyOf(value: unknown): FormatKey | null {
  return typeof value === 'string' && Object.hasOwn(FORMATS, value) ? (value as FormatKey) : null
}

export function cardFacts(input: CardInput): ProductFacts {
  const { options, document, quantity } = input
  const productType = productTypeOf(options)
  const product = input.kind === 'sample' ? T.jobTicket.sample : productLabel(productType, 'de')
  const title =
    input.kind === 'accessory'
      ? input.lineName
      : input.designName
        ? `${input.designName} – ${product}`
        : product
  const format = formatKeyOf(options.format)
  const paper = named('paper', options.paper)
  const refinementKey = refinementOfLine(options, document ?? {}) ?? 'none'
  const ink = refinementInk(refinementKey)
  const refinement =
    refinementKey === 'none'
      ? T.jobTicket.noRefinement
      : ink
        ? fill(T.jobTicket.ink, { refinement: REFINEMENTS[refinementKey].de, separation: ink.separation })
        : REFINEMENTS[refinementKey].de
  const envelope = named('envelope', options.envelope)
  const pieces = count(quantity, T.jobTicket.unit.piece, T.jobTicket.unit.pieces)
  const facts: (Fact | null)[] = [
    fact('product', product),
    input.designName ? fact('design', input.designName) : null,
    format ? fact('format', formatInWords(format, document)) : null,
    paper ? fact('paper', paper) : null,
    takes(productType, 'refinement') || refinementKey !== 'none' ? fact('refinement', refinement) : null,
    ...(['punching', 'ribbon', 'screw', 'holder', 'tag'] as const).map((key) => {
      const value = named(key, options[key])
      return value ? fact(key, value) : null
    }),
    envelope
      ? fact(
          'envelope',
          productType === 'envelope'
            ? `${envelope} · ${pieces}`
            : fill(T.jobTicket.perPiece, { envelope, count: pieces }),
        )
      : null,
    fact('quantity', pieces),
    input.guests === null
      ? null
      : fact(
          'guestRule',
          fill(T.jobTicket.guestRule, {
            rule: guestQuantityText(input.guests, quantity, 'de'),
            total: count(quantity, T.jobTicket.unit.card, T.jobTicket.unit.cards),
          }),
        ),
  ]
  const slug = [
    // "Pocketfold" is product and format at once: named once.
    format && FORMATS[format].de !== product ? `${product} ${FORMATS[format].de}` : product,
    paper,
    refinementKey === 'none' ? null : named('refinement', refinementKey),
    fill(T.jobTicket.stk, { count: quantity }),
  ]
  return {
    title,
    facts: facts.filter((f): f is Fact => f !== null),
    slug: slug.filter((s): s is string => s !== null),
  }
}
