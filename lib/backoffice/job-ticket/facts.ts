import { BRANDS, type BrandKey } from '@/lib/config/brands'
import type { PrintFilePart, PrintFileState } from '@/lib/db/schema'
import type { DesignDocument } from '@/lib/shop/design-print/design/document'
import { migrateDocument } from '@/lib/shop/design-print/design/migrations'
import { printPages, type PrintPart, type PrintSheet } from '@/lib/shop/design-print/print/spreads'
import type { Address } from '@/lib/shop/sales/checkout/schema'
import { T, fill } from '../texts'
import { cardFacts } from './card-facts'
import { fact, type Fact } from './fact'
import { photoProductFacts } from './photo-facts'
import { berlinDayInWords, count, deliveryWindowInWords, mm, shippingInWords } from './words'

/**
 * The job ticket of one order line (issue 34 point 1): everything production needs to make it, in
 * German words — product, format with its trim size, paper, refinement, punching, ribbon, envelope,
 * quantity and how it follows from the guest list, pages, the print files, shipping and the promised
 * day. One function for every product kind of both brands, so the order page, the ticket PDF and the
 * print file's slug cannot disagree. Pure: the loader (load.ts) reads the rows, this turns them into
 * words. No money: the ticket travels with the job through the workshop.
 */

export type { Fact, FactKey } from './fact'

export interface JobTicketInput {
  order: {
    number: string
    brand: string
    createdAt: Date
    shippingMethod: string
    expectedDeliveryFrom: string
    expectedDeliveryTo: string
    billingAddress: unknown
    shippingAddress: unknown
  }
  line: {
    id: string
    position: number
    kind: string
    name: string
    quantity: number
    options: unknown
    designSnapshot: unknown
  }
  /** Lines of the order, for "Pos. 1 von 3". */
  lineCount: number
  /** The catalogue design's German name, when the line was made from one. */
  designName: string | null
  /** Rows of the guest list the design names; null without one. */
  guests: number | null
  printFiles: readonly {
    part: PrintFilePart
    state: PrintFileState
    pageCount: number | null
    sha256: string | null
  }[]
}

export interface JobTicketFile {
  part: PrintFilePart
  /** "Druckdatei", "Umschlag", "Innenteil" … */
  partName: string
  /** The name the download gives the file: "KS-100001-1-umschlag.pdf". */
  fileName: string
  state: string
  /** "160 Seiten", or that it is not rendered yet. */
  pages: string
  /** First 12 hex digits of the file's SHA-256: what staff compare with the file on the press PC. */
  sha256Prefix: string | null
}

export interface JobTicket {
  orderNumber: string
  lineId: string
  /** 1-based. */
  position: number
  lineCount: number
  /** "Pos. 1 von 3". */
  positionText: string
  brand: string
  /** For the brand's colour on the PDF; null for a brand the config does not know. */
  brandKey: BrandKey | null
  customer: string
  orderedAt: string
  /** The headline: "Goldene Ringe – Klappkarte", "Leinwand 60 × 90 cm, 2 cm, gespiegelte Kante". */
  title: string
  facts: Fact[]
  files: JobTicketFile[]
  /** The short form printed in the print file's slug (slug.ts). */
  slugParts: string[]
}

const PART_SUFFIX: Record<PrintFilePart, string> = {
  main: '',
  cover: '-umschlag',
  inner: '-innenteil',
  lid: '-deckel',
  prints: '-abzuege',
}

/**
 * The name a print file is downloaded under: a photo book's and box's two files are told apart by
 * their part (ADR 0070, 0078); a line's only file keeps the plain name.
 */
export function printFileName(orderNumber: string, position: number, part: PrintFilePart): string {
  return `${orderNumber}-${position + 1}${PART_SUFFIX[part]}.pdf`
}

function documentOf(snapshot: unknown): DesignDocument | null {
  if (snapshot === null || snapshot === undefined) return null
  try {
    return migrateDocument(snapshot)
  } catch {
    // A snapshot that no longer reads still gets its ticket from the options; its file fails visibly.
    return null
  }
}

function personName(address: unknown): string {
  if (typeof address !== 'object' || address === null) return '–'
  const { firstName, lastName, company } = address as Partial<Address>
  const name = [firstName, lastName].filter(Boolean).join(' ')
  return [name, company].filter(Boolean).join(', ') || '–'
}

/**
 * The sheets of one print file per piece: a few named one by one ("3 Seiten je Stück: Außen 296 ×
 * 210 mm flach, gefalzt; Innen …; Umschlag 162 × 114 mm"), many counted ("48 Seiten · 297 × 210 mm").
 */
function sheetsInWords(document: DesignDocument, part: PrintPart | undefined, folded: boolean): string {
  const sheets = printPages(document, part)
  const pages = count(sheets.length, T.jobTicket.unit.page, T.jobTicket.unit.pages)
  const sizeOf = (sheet: PrintSheet) =>
    `${mm(sheet.sizeMm.width, sheet.sizeMm.height)}${folded && sheet.foldLinesX.length + sheet.foldLinesY.length > 0 ? ` ${T.jobTicket.flat}` : ''}`
  if (sheets.length > 1 && sheets.length <= 4) {
    const named = sheets.map((sheet, i) => {
      const name = sheet.slugSuffix.replace(/^ · /, '')
      const role = sheet.panels[0]?.page.role
      return `${name || (role === 'envelope' ? T.jobTicket.label.envelope : `${T.jobTicket.unit.page} ${i + 1}`)} ${sizeOf(sheet)}`
    })
    return fill(T.jobTicket.sides, { count: pages, names: named.join('; ') })
  }
  const sizes = [...new Set(sheets.map(sizeOf))]
  return `${pages} · ${sizes.length <= 2 ? sizes.join(', ') : `${sizes[0]} …`}`
}

const PARTS_OF: Record<PrintFilePart, PrintPart | undefined> = {
  main: undefined,
  cover: 'cover',
  inner: 'inner',
  lid: 'lid',
  prints: 'prints',
}

/**
 * The sheets of the line's print files. A snapshot the imposition refuses (a photo print without its
 * item) has none to name: its print file fails with the reason, the ticket leaves the fact out.
 */
function pagesFact(document: DesignDocument, parts: readonly PrintFilePart[]): Fact[] {
  try {
    return [sheetsFact(document, parts)]
  } catch {
    return []
  }
}

function sheetsFact(document: DesignDocument, parts: readonly PrintFilePart[]): Fact {
  const folded = document.format.fold !== 'none' && !document.wallArt && !document.calendar
  const own = parts.length > 0 ? parts : (['main'] as const)
  const value = own
    .map((part) => {
      const words = sheetsInWords(document, PARTS_OF[part], folded && part === 'main')
      return own.length > 1 ? `${T.detail.printPart[part]}: ${words}` : words
    })
    .join('; ')
  return fact('pages', value)
}

const PART_ORDER: readonly PrintFilePart[] = ['main', 'cover', 'inner', 'lid', 'prints']

export function jobTicket(input: JobTicketInput): JobTicket {
  const { order, line } = input
  const document = documentOf(line.designSnapshot)
  const options =
    typeof line.options === 'object' && line.options !== null ? (line.options as Record<string, unknown>) : {}
  const product =
    (document && photoProductFacts(document, line.quantity)) ??
    cardFacts({
      kind: line.kind,
      options,
      document,
      quantity: line.quantity,
      guests: input.guests,
      designName: input.designName,
      lineName: line.name,
    })
  const files = [...input.printFiles].sort((a, b) => PART_ORDER.indexOf(a.part) - PART_ORDER.indexOf(b.part))
  const facts: Fact[] = [
    ...product.facts,
    ...(document
      ? pagesFact(
          document,
          files.map((f) => f.part),
        )
      : []),
    fact('shipping', shippingInWords(order.shippingMethod)),
    fact(
      'promised',
      deliveryWindowInWords({ from: order.expectedDeliveryFrom, to: order.expectedDeliveryTo }),
    ),
  ]
  const position = line.position + 1
  return {
    orderNumber: order.number,
    lineId: line.id,
    position,
    lineCount: input.lineCount,
    positionText: fill(T.jobTicket.position, { position, count: input.lineCount }),
    brand: Object.hasOwn(T.brand, order.brand) ? T.brand[order.brand as keyof typeof T.brand] : '–',
    brandKey: Object.hasOwn(BRANDS, order.brand) ? (order.brand as BrandKey) : null,
    customer: personName(order.shippingAddress ?? order.billingAddress),
    orderedAt: berlinDayInWords(order.createdAt),
    title: product.title,
    facts,
    files: files.map((file) => ({
      part: file.part,
      partName: T.detail.printPart[file.part],
      fileName: printFileName(order.number, line.position, file.part),
      state: T.detail.printState[file.state],
      pages:
        file.pageCount === null
          ? T.jobTicket.notRendered
          : count(file.pageCount, T.jobTicket.unit.page, T.jobTicket.unit.pages),
      sha256Prefix: file.sha256 ? file.sha256.slice(0, 12) : null,
    })),
    slugParts: product.slug,
  }
}
