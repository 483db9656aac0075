import { describe, expect, it } from 'vitest'
import { FORMATS, PAPERS, REFINEMENTS } from '@/lib/config/catalog'
import { ACCESSORY_COLOURS, ENVELOPE_SUBTYPES, PUNCHINGS, RIBBONS } from '@/lib/model/accessory-keys'
import { wallCalendarDocument } from '@/lib/shop/design-print/design/testing/calendar-fixtures'
import { sampleDocumentInput } from '@/lib/shop/design-print/design/testing/fixtures'
import { bookTemplate, digitalBook } from '@/lib/shop/design-print/design/testing/photobook-fixtures'
import {
  boxSpec,
  collageDocument,
  photoboxDocument,
  photoPrintsDocument,
  printItem,
} from '@/lib/shop/design-print/design/testing/print-product-fixtures'
import { newPhotobookDocument } from '@/lib/shop/design-print/design/photobook'
import { newWallArtDocument } from '@/lib/shop/design-print/design/wall-art'
import { CARD_PRODUCTS } from '@/lib/shop/sales/pricing/card-products'
import { ENVELOPES } from '@/lib/config/pricing'
import { jobTicket, type JobTicket, type JobTicketInput } from './facts'
import { printSlug } from './slug'

const ORDER: JobTicketInput['order'] = {
  number: 'KS-100001',
  brand: 'card',
  createdAt: new Date('2026-11-27T23:30:00Z'),
  shippingMethod: 'express',
  expectedDeliveryFrom: '2026-12-01',
  expectedDeliveryTo: '2026-12-03',
  billingAddress: { firstName: 'Anna', lastName: 'Berg' },
  shippingAddress: { firstName: 'Anna', lastName: 'Berg', company: 'Berg & Sohn' },
}

function ticket(line: Partial<JobTicketInput['line']>, extra: Partial<JobTicketInput> = {}): JobTicket {
  return jobTicket({
    order: ORDER,
    line: {
      id: '00000000-0000-4000-8000-000000000001',
      position: 0,
      kind: 'card',
      name: 'Goldene Ringe – Klappkarte: DIN A5, …',
      quantity: 80,
      options: {},
      designSnapshot: null,
      ...line,
    },
    lineCount: 2,
    designName: null,
    guests: null,
    printFiles: [],
    ...extra,
  })
}

const value = (t: JobTicket, key: string) => t.facts.find((f) => f.key === key)?.value

const FOLDED = {
  productType: 'folded-card',
  format: 'a5',
  paper: 'premium-matt',
  refinement: 'gold',
  punching: 'round-corners',
  ribbon: 'satin-10mm',
  envelope: { flap: 'pointed', sizeClass: 'large', colour: 'bordeaux' },
  quantity: 80,
}

/** Every product kind of both brands, as stored order lines. */
const KINDS: Record<string, () => JobTicket> = {
  'folded card with guest list': () =>
    ticket(
      { options: FOLDED, designSnapshot: sampleDocumentInput() },
      { guests: 30, designName: 'Goldene Ringe' },
    ),
  ...Object.fromEntries(
    Object.entries(CARD_PRODUCTS).map(([productType, rules]) => [
      `card type ${productType}`,
      () =>
        ticket({
          options: {
            productType,
            format: rules.formats[0],
            paper: 'papers' in rules ? rules.papers[0] : 'premium-matt',
            ...(productType === 'envelope' ? { envelope: { flap: 'straight', sizeClass: 'standard' } } : {}),
            quantity: 50,
          },
        }),
    ]),
  ),
  sample: () => ticket({ kind: 'sample', quantity: 1, options: {} }, { designName: 'Eukalyptus' }),
  accessory: () =>
    ticket({
      kind: 'accessory',
      name: 'Briefumschlag C6 weiß',
      options: {
        productType: 'envelope',
        format: 'a6',
        envelope: { flap: 'straight', sizeClass: 'standard' },
      },
    }),
  poster: () =>
    ticket({
      kind: 'wallart',
      quantity: 1,
      designSnapshot: newWallArtDocument(
        { material: 'poster', widthMm: 300, heightMm: 400, frame: null, canvas: null },
        'p',
      ),
    }),
  canvas: () =>
    ticket({
      kind: 'wallart',
      quantity: 2,
      designSnapshot: newWallArtDocument(
        {
          material: 'leinwand',
          widthMm: 600,
          heightMm: 900,
          frame: null,
          canvas: { edge: 'mirror', depthMm: 20 },
        },
        'c',
      ),
    }),
  framed: () =>
    ticket({
      kind: 'wallart',
      quantity: 1,
      designSnapshot: newWallArtDocument(
        {
          material: 'poster',
          widthMm: 300,
          heightMm: 400,
          frame: { type: 'holzrahmen', colour: 'oak', matSize: 30, matType: 'white' },
          canvas: null,
        },
        'f',
      ),
    }),
  collage: () => ticket({ kind: 'collage', quantity: 1, designSnapshot: collageDocument() }),
  calendar: () =>
    ticket({
      kind: 'calendar',
      quantity: 3,
      designSnapshot: wallCalendarDocument({
        refinementType: 'gold',
        paperType: 'matt',
        accessoryTypes: ['box'],
        startMonth: 9,
        months: 13,
      }),
    }),
  'photo book': () =>
    ticket(
      {
        kind: 'photobook',
        quantity: 1,
        designSnapshot: newPhotobookDocument(
          digitalBook({ pageCount: 48, paper: 'matt' }),
          bookTemplate,
          'b',
        ),
      },
      {
        printFiles: [
          { part: 'inner', state: 'done', pageCount: 48, sha256: 'ab'.repeat(32) },
          { part: 'cover', state: 'queued', pageCount: null, sha256: null },
        ],
      },
    ),
  'photo box': () => ticket({ kind: 'photobox', quantity: 1, designSnapshot: photoboxDocument(boxSpec()) }),
  'photo prints': () =>
    ticket({
      kind: 'photoprints',
      quantity: 1,
      designSnapshot: photoPrintsDocument([
        printItem(),
        printItem({ format: '13x18', border: 'white', copies: 3 }),
      ]),
    }),
}

/**
 * Keys of the catalogue tables the ticket draws on. A key that is itself a word of the German names
 * ("matt" in "Premiumpapier matt") cannot be told apart from the word and is left out.
 */
const GERMAN_WORDS = [FORMATS, PAPERS, REFINEMENTS, PUNCHINGS, RIBBONS, ACCESSORY_COLOURS, ENVELOPE_SUBTYPES]
  .flatMap((table) => Object.values(table).map((names) => names.de))
  .join(' ')
const KEYS = [
  ...Object.keys(FORMATS),
  ...Object.keys(PAPERS),
  ...Object.keys(REFINEMENTS),
  ...Object.keys(PUNCHINGS),
  ...Object.keys(RIBBONS),
  ...Object.keys(ACCESSORY_COLOURS),
  ...Object.keys(ENVELOPE_SUBTYPES),
  ...Object.keys(ENVELOPES),
  ...Object.keys(CARD_PRODUCTS),
  'express',
  'standard',
  'saturday',
  'wallart',
  'photobook',
  'photobox',
  'photoprints',
  'leinwand',
  'holzrahmen',
  'spirale',
  'glaenzend',
  'digitalfotobuch',
  'din-landscape',
  'hahnemuehle',
].filter((key) => !new RegExp(`(^|[^\\p{L}-])${key}([^\\p{L}-]|$)`, 'u').test(GERMAN_WORDS))

const leakedKeys = (text: string) =>
  [...new Set(KEYS)].filter((key) => new RegExp(`(^|[^\\p{L}-])${key}([^\\p{L}-]|$)`, 'u').test(text))

function allText(t: JobTicket): string {
  return [
    t.title,
    t.positionText,
    t.brand,
    t.customer,
    t.orderedAt,
    printSlug(t),
    ...t.facts.flatMap((f) => [f.label, f.value]),
    ...t.files.flatMap((f) => [f.partName, f.fileName, f.state, f.pages]),
  ].join('\n')
}

describe('job ticket facts (issue 34 point 1)', () => {
  it.each(Object.keys(KINDS))('%s: human words only — no catalogue key, ISO date or "{{"', (kind) => {
    const t = KINDS[kind]!()
    const text = allText(t).replace(/KS-100001-\d(-[a-z]+)?\.pdf/g, '')
    expect(leakedKeys(text)).toEqual([])
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/)
    expect(text).not.toContain('{{')
    expect(text).not.toContain('{')
    expect(text).not.toContain('undefined')
    expect(text).not.toContain('null')
    expect(value(t, 'quantity')).toMatch(/^\d+ Stück$/)
    expect(value(t, 'shipping')).toBe('Versand (Express)')
    expect(value(t, 'promised')).toBe('Di., 1. Dezember 2026 – Do., 3. Dezember 2026')
  })

  it('a folded card names everything production sets up, and the guest-list rule', () => {
    const t = KINDS['folded card with guest list']!()
    expect(t.title).toBe('Goldene Ringe – Klappkarte')
    expect(t.positionText).toBe('Pos. 1 von 2')
    expect(t.customer).toBe('Anna Berg, Berg & Sohn')
    // 23:30 UTC is already the next day in Berlin.
    expect(t.orderedAt).toBe('Sa., 28. November 2026')
    expect(value(t, 'format')).toBe('DIN A5 · 210 × 148 mm, Querformat, Falz oben')
    expect(value(t, 'paper')).toBe('Premiumpapier matt')
    expect(value(t, 'refinement')).toBe('Gold – Sonderfarbe Foil_Gold')
    expect(value(t, 'punching')).toBe('Abgerundete Ecken')
    expect(value(t, 'ribbon')).toBe('Satinband 10 mm')
    expect(value(t, 'envelope')).toBe('Großer Umschlag (spitze Lasche, Bordeaux) · 80 Stück, einer je Stück')
    expect(value(t, 'quantity')).toBe('80 Stück')
    expect(value(t, 'guestRule')).toBe('30 Gäste + 50 Karten ohne Namen = 80 Karten')
    expect(value(t, 'pages')).toBe(
      '3 Seiten: Außen 148 × 210 mm flach, gefalzt; Innen 148 × 210 mm flach, gefalzt; Umschlag 162 × 114 mm',
    )
    expect(printSlug(t)).toBe(
      'KS-100001 · Pos. 1/2 · Klappkarte DIN A5 · Premiumpapier matt · Veredelung Gold · 80 Stk.',
    )
  })

  it('wall art names material, size, canvas and frame; a photo book its parts and files', () => {
    const canvas = KINDS.canvas!()
    expect(value(canvas, 'material')).toBe('Leinwand')
    expect(value(canvas, 'format')).toBe('600 × 900 mm')
    expect(value(canvas, 'canvas')).toBe('20 mm, gespiegelte Kante')
    expect(value(canvas, 'frame')).toBe('ohne Rahmen')
    const framed = KINDS.framed!()
    expect(value(framed, 'frame')).toMatch(/rahmen Eiche$/)
    expect(value(framed, 'mat')).toBe('30 mm weiß')
    const book = KINDS['photo book']!()
    expect(value(book, 'pages')).toMatch(/^Umschlag: 1 Seite .*; Innenteil: 48 Seiten · 297 × 210 mm$/)
    expect(value(book, 'binding')).toBe('PUR-Klebebindung')
    expect(book.files.map((f) => [f.partName, f.fileName, f.pages, f.sha256Prefix])).toEqual([
      ['Umschlag', 'KS-100001-1-umschlag.pdf', 'noch nicht erzeugt', null],
      ['Innenteil', 'KS-100001-1-innenteil.pdf', '48 Seiten', 'abababababab'],
    ])
    const calendar = KINDS.calendar!()
    expect(value(calendar, 'period')).toBe('September 2027 – September 2028 (13 Monate)')
    expect(value(calendar, 'refinement')).toBe('Goldfolie')
  })

  it('leaves the sheets out, not the ticket, when the files do not match the design', () => {
    // A card's line with a photo book's cover file (rows that disagree): the imposition refuses it.
    const t = ticket(
      { options: FOLDED, designSnapshot: sampleDocumentInput() },
      { printFiles: [{ part: 'cover', state: 'failed', pageCount: null, sha256: null }] },
    )
    expect(value(t, 'pages')).toBeUndefined()
    expect(value(t, 'paper')).toBe('Premiumpapier matt')
    expect(t.files.map((f) => f.state)).toEqual(['Fehlgeschlagen'])
  })

  it('the check finds a leaked key, and an unknown stored value shows as a dash, not as itself', () => {
    expect(leakedKeys('Papier premium-matt · Versand (standard) · a5 · Pos. 1')).toEqual([
      'a5',
      'premium-matt',
      'standard',
    ])
    const t = ticket(
      { options: { ...FOLDED, paper: 'cardboard' } },
      { order: { ...ORDER, shippingMethod: 'overnight' } },
    )
    expect(value(t, 'shipping')).toBe('–')
    expect(value(t, 'paper')).toBeUndefined()
    expect(allText(t)).not.toMatch(/cardboard|overnight/)
  })
})
