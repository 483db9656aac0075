import { PHOTO_PRINT_FORMAT_SIZES_MM, type PhotoPrintFormatKey } from '@/lib/model/photo-print-keys'
import type { DesignDocument } from '@/lib/shop/design-print/design/document'
import { spineWidthMm } from '@/lib/shop/design-print/design/photobook-spec'
import { photoboxLayout } from '@/lib/shop/design-print/design/photobox-spec'
import type { WallArtSpec } from '@/lib/shop/design-print/design/wall-art-spec'
import { productionName } from '@/lib/shop/design-print/print-files/production-name'
import {
  CALENDAR_ACCESSORIES,
  CALENDAR_FORMATS,
  CALENDAR_MOUNTINGS,
  CALENDAR_PAPERS,
  CALENDAR_REFINEMENTS,
  CALENDAR_TYPES,
} from '@/lib/shop/photo-products/calendar/config'
import { FRAME_TYPES } from '@/lib/shop/photo-products/photo-frame/frames'
import { WALL_ART_MATERIALS } from '@/lib/shop/photo-products/photo-frame/materials'
import { PHOTO_PRINT_PAPERS } from '@/lib/shop/photo-products/photo-prints/config'
import {
  PHOTOBOOK_FORMATS,
  PHOTOBOOK_PAPERS,
  PHOTOBOOK_TYPES,
} from '@/lib/shop/photo-products/photobook/config'
import {
  PHOTOBOX_DESIGNS,
  PHOTOBOX_FORMATS,
  PHOTOBOX_MATERIALS,
  PHOTOBOX_TYPES,
} from '@/lib/shop/photo-products/photobox/config'
import { calendarMonthRange } from '@/lib/shop/sales/cart/photo-product-labels'
import { CANVAS_EDGE_LABELS, FRAME_COLOUR_LABELS } from '@/lib/shop/sales/cart/product-labels'
import { T, fill } from '../texts'
import { fact, type Fact, type ProductFacts } from './fact'
import { count, mm } from './words'

/**
 * Wall art, collages, calendars, photo books, photo boxes and photo prints from the design's own spec
 * (the line's options are the spec as priced): the headline is the production name the print file's
 * title carries (German and metric whatever shop sold it, ADR 0066), the facts name material, size,
 * frame, paper, refinement, pages and binding one by one. Null for a design that is none of them.
 */
export function photoProductFacts(document: DesignDocument, quantity: number): ProductFacts | null {
  const title = productionName(document, '')
  const pieces = count(quantity, T.jobTicket.unit.piece, T.jobTicket.unit.pieces)
  const stk = fill(T.jobTicket.stk, { count: quantity })
  const facts = ((): (Fact | null)[] | null => {
    if (document.wallArt) return wallArtFacts(document.wallArt)
    if (document.calendar) return calendarFacts(document.calendar)
    if (document.photobook) return photobookFacts(document.photobook)
    if (document.photobox) return photoboxFacts(document.photobox)
    if (document.photoPrints) return photoPrintsFacts(document.photoPrints)
    return null
  })()
  if (!facts) return null
  return {
    title,
    facts: [fact('product', title), ...facts.filter((f): f is Fact => f !== null), fact('quantity', pieces)],
    slug: [title, stk],
  }
}

function wallArtFacts(spec: WallArtSpec): (Fact | null)[] {
  const frame = spec.frame
  return [
    fact('material', WALL_ART_MATERIALS[spec.material].names.de),
    fact('format', mm(spec.widthMm, spec.heightMm)),
    spec.canvas
      ? fact('canvas', `${spec.canvas.depthMm} mm, ${CANVAS_EDGE_LABELS[spec.canvas.edge].de}`)
      : null,
    fact(
      'frame',
      frame
        ? `${FRAME_TYPES[frame.type].names.de} ${FRAME_COLOUR_LABELS[frame.colour].de}`
        : T.jobTicket.noFrame,
    ),
    frame && frame.matSize > 0 ? fact('mat', `${frame.matSize} mm ${FRAME_COLOUR_LABELS.white.de}`) : null,
  ]
}

function calendarFacts(spec: NonNullable<DesignDocument['calendar']>): (Fact | null)[] {
  const { widthMm, heightMm } = CALENDAR_FORMATS[spec.formatType]
  const refinement = CALENDAR_REFINEMENTS[spec.refinementType].names.de
  return [
    fact('format', `${CALENDAR_TYPES[spec.type].de} · ${mm(widthMm, heightMm)}`),
    fact('period', `${calendarMonthRange(spec, 'de-DE')} (${spec.months} Monate)`),
    fact('mounting', CALENDAR_MOUNTINGS[spec.mountingType].names.de),
    fact('paper', CALENDAR_PAPERS[spec.paperType].names.de),
    fact('refinement', spec.refinementType === 'ohne' ? T.jobTicket.noRefinement : refinement),
    spec.accessoryTypes.length > 0
      ? fact('accessories', spec.accessoryTypes.map((a) => CALENDAR_ACCESSORIES[a].names.de).join(', '))
      : null,
  ]
}

function photobookFacts(spec: NonNullable<DesignDocument['photobook']>): Fact[] {
  const format = PHOTOBOOK_FORMATS[spec.format]
  const spine = String(spineWidthMm(spec)).replace('.', ',')
  return [
    fact(
      'format',
      `${PHOTOBOOK_TYPES[spec.type].names.de} ${format.names.de} · ${mm(format.widthMm, format.heightMm)}`,
    ),
    fact('cover', `${T.jobTicket.cover[spec.cover]}, Rücken ${spine} mm`),
    fact('binding', T.jobTicket.binding[spec.binding]),
    fact('paper', PHOTOBOOK_PAPERS[spec.paper].names.de),
    fact('lamination', T.jobTicket.lamination[spec.coverLamination]),
  ]
}

function photoboxFacts(spec: NonNullable<DesignDocument['photobox']>): Fact[] {
  const design = PHOTOBOX_DESIGNS.find((d) => d.designType === spec.designType)
  const { widthMm, heightMm } = PHOTOBOX_FORMATS[spec.format]
  const { lid } = photoboxLayout(spec)
  return [
    fact('box', [PHOTOBOX_TYPES[spec.type].names.de, design?.names.de].filter(Boolean).join(' ')),
    fact('lid', mm(lid.width, lid.height)),
    fact(
      'prints',
      `${count(spec.quantity, T.jobTicket.unit.print, T.jobTicket.unit.prints)} · ${mm(widthMm, heightMm)}`,
    ),
    fact('paper', PHOTOBOX_MATERIALS[spec.material].names.de),
  ]
}

function photoPrintsFacts(spec: NonNullable<DesignDocument['photoPrints']>): Fact[] {
  const perFormat = new Map<PhotoPrintFormatKey, number>()
  for (const item of spec.items) perFormat.set(item.format, (perFormat.get(item.format) ?? 0) + item.copies)
  const sizes = [...perFormat].map(([format, copies]) => {
    const [w, h] = PHOTO_PRINT_FORMAT_SIZES_MM[format]
    return `${count(copies, T.jobTicket.unit.print, T.jobTicket.unit.prints)} ${mm(w, h)}`
  })
  const papers = [...new Set(spec.items.map((i) => PHOTO_PRINT_PAPERS[i.paper].names.de))]
  const borders = [...new Set(spec.items.map((i) => T.jobTicket.border[i.border]))]
  return [
    fact('prints', sizes.join(', ')),
    fact('paper', papers.join(', ')),
    fact('border', borders.join(', ')),
  ]
}
