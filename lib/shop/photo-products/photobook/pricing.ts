import { ShopError } from '@/lib/shop/common/errors'
import {
  graduatedLines,
  graduatedTotal,
  PHOTO_PRODUCT_BANDS,
  type GraduatedLine,
} from '@/lib/shop/sales/pricing/graduated'
import { multiplyMinor, sumMinor } from '@/lib/shop/sales/pricing/money'
import type { ShopCurrency } from '@/lib/shop/sales/pricing/shop-currency'
import {
  PHOTOBOOK_COVER_PRICES,
  PHOTOBOOK_LAMINATION_PRICES,
  PHOTOBOOK_PAPERS,
  PHOTOBOOK_TYPES,
  type PhotobookBinding,
  type PhotobookCover,
  type PhotobookFormat,
  type PhotobookLamination,
  type PhotobookPaper,
  type PhotobookType,
} from './config'
import { findDesignGroupSet } from './design-group-sets'

export interface PhotobookOptions {
  designGroupSetId?: number
  type: PhotobookType
  format: PhotobookFormat
  cover?: PhotobookCover
  binding?: PhotobookBinding
  paper?: PhotobookPaper
  coverLamination: PhotobookLamination
  pageCount?: number
  amount: number
}

export interface PhotobookQuote {
  type: PhotobookType
  format: PhotobookFormat
  cover: PhotobookCover
  binding: PhotobookBinding
  paper: PhotobookPaper
  coverLamination: PhotobookLamination
  pageCount: number
  amount: number
  currency: ShopCurrency
  components: { kind: string; key: string; unitPrice: number }[]
  unitPrice: number
  lines: GraduatedLine[]
  total: number
}

/** One book: base (minimum pages) + further sheets + paper per sheet + cover + lamination, graduated. */
export function quotePhotobook(options: PhotobookOptions, currency: ShopCurrency): PhotobookQuote {
  const rules = PHOTOBOOK_TYPES[options.type]
  if (options.designGroupSetId !== undefined) checkSet(options)
  const cover = options.cover ?? rules.covers[0]
  if (!(rules.covers as readonly string[]).includes(cover))
    refuse('cover', `A ${options.type} has a ${rules.covers.join(' or ')} cover`)
  if (options.binding !== undefined && options.binding !== rules.binding) {
    refuse('binding', `A ${options.type} is bound ${rules.binding}`)
  }
  const paper = options.paper ?? rules.papers[0]
  if (!(rules.papers as readonly string[]).includes(paper))
    refuse('paper', `A ${options.type} is printed on ${rules.papers.join(', ')}`)
  const { min, max, step } = rules.pages
  const pageCount = options.pageCount ?? min
  if (pageCount < min || pageCount > max || (pageCount - min) % step !== 0) {
    refuse('pageCount', `A ${options.type} has ${min} to ${max} pages in steps of ${step}`)
  }
  const sheets = pageCount / 2
  const components = [
    {
      kind: 'base',
      key: `${options.type}.${options.format}`,
      unitPrice: rules.base[options.format][currency],
    },
    {
      kind: 'pages',
      key: String(pageCount - min),
      unitPrice: multiplyMinor(rules.perSheet[currency], (pageCount - min) / 2),
    },
    {
      kind: 'paper',
      key: paper,
      unitPrice: multiplyMinor(PHOTOBOOK_PAPERS[paper].perSheet[currency], sheets),
    },
    { kind: 'cover', key: cover, unitPrice: PHOTOBOOK_COVER_PRICES[cover][currency] },
    {
      kind: 'coverLamination',
      key: options.coverLamination,
      unitPrice: PHOTOBOOK_LAMINATION_PRICES[options.coverLamination][currency],
    },
  ]
  const unitPrice = sumMinor(components.map((c) => c.unitPrice))
  const lines = graduatedLines(unitPrice, options.amount, PHOTO_PRODUCT_BANDS)
  return {
    type: options.type,
    format: options.format,
    cover,
    binding: rules.binding,
    paper,
    coverLamination: options.coverLamination,
    pageCount,
    amount: options.amount,
    currency,
    components,
    unitPrice,
    lines,
    total: graduatedTotal(lines),
  }
}

/** The cheapest book a set is offered as (its types and formats at their defaults). */
export function photobookPriceFrom(
  types: readonly PhotobookType[],
  formats: readonly PhotobookFormat[],
  currency: ShopCurrency,
) {
  return Math.min(
    ...types.flatMap((type) =>
      formats.map(
        (format) =>
          quotePhotobook({ type, format, coverLamination: 'glossy', amount: 1 }, currency).unitPrice,
      ),
    ),
  )
}

function checkSet(options: PhotobookOptions): void {
  const set = findDesignGroupSet(options.designGroupSetId ?? 0)
  if (!set)
    throw new ShopError(`No photo book design ${options.designGroupSetId}`, {
      status: 404,
      field: 'designGroupSetId',
    })
  if (!set.types.includes(options.type)) refuse('type', `This design is made as ${set.types.join(', ')}`)
  if (!set.formats.includes(options.format))
    refuse('format', `This design is made in ${set.formats.join(', ')}`)
}

function refuse(field: string, message: string): never {
  throw new ShopError(message, { status: 422, field })
}
