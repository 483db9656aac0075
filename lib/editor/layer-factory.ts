import { FULL_CROP } from '@/lib/shop/design-print/design/layer-base'
import { trimBox, type Box } from '@/lib/shop/design-print/design/geometry'
import { pageGuides } from '@/lib/shop/design-print/design/page-guides'
import type { DesignDocument, Page } from '@/lib/shop/design-print/design/document'
import { DEFAULT_FONT_FAMILY, DEFAULT_TEXT_COLOR } from '@/lib/shop/design-print/design/templates'
import type { NewLayer } from './actions/add-layer'
import { resolveColor } from '@/lib/shop/design-print/design/color-refs'
import type { QrSource } from '@/lib/shop/design-print/design/layers'
import { qrContrast, QR_RULES } from '@/lib/shop/design-print/design/qr-rules'

/**
 * Where a new layer goes: the page's safe area; on a book's spread the left page (not across the
 * gutter), on its cover the front (not over the spine), on a calendar below the binding.
 */
function targetBox(doc: DesignDocument, page: Page): Box {
  const boxes = pageGuides(doc, page).safeBoxes
  const box = page.role === 'book-cover' ? boxes[boxes.length - 1] : boxes[0]
  return box ?? trimBox(doc.format, page)
}

/**
 * New layers as the editor's "add" buttons make them: centred in the page's safe area and sized
 * relative to the page, so they look right on a 50 mm sticker and on an A5 card alike.
 */
function centred(doc: DesignDocument, page: Page, widthShare: number, aspect: number): Box {
  const safe = targetBox(doc, page)
  const width = Math.round(safe.width * widthShare * 10) / 10
  const height = Math.min(safe.height, Math.round((width / aspect) * 10) / 10)
  return { x: safe.x + (safe.width - width) / 2, y: safe.y + (safe.height - height) / 2, width, height }
}

const base = { rotation: 0, opacity: 1, locked: false, hidden: false }

/** The text colour the design already uses, so an added text matches it. */
function textColor(page: Page): string {
  for (const layer of page.layers) if (layer.type === 'text') return layer.color
  return DEFAULT_TEXT_COLOR
}

export function newTextLayer(doc: DesignDocument, page: Page, content: string, name: string): NewLayer {
  const box = centred(doc, page, 0.7, 5)
  const font = page.layers.find((l) => l.type === 'text')
  return {
    ...base,
    ...box,
    type: 'text',
    name,
    content,
    fontFamily: font?.type === 'text' ? font.fontFamily : DEFAULT_FONT_FAMILY,
    fontSizePt: Math.max(8, Math.min(24, Math.round(box.height * 1.4))),
    fontWeight: 400,
    italic: false,
    color: textColor(page),
    align: 'center',
    verticalAlign: 'middle',
    lineHeight: 1.2,
    letterSpacingEm: 0,
  }
}

export function newClipartLayer(doc: DesignDocument, page: Page, motifId: string, name: string): NewLayer {
  return { ...base, ...centred(doc, page, 0.3, 1), type: 'clipart', name, motifId, colors: [] }
}

export function newFrameLayer(
  doc: DesignDocument,
  page: Page,
  frame: { id: string; strokeMm: number; insetMm: number },
  name: string,
): NewLayer {
  const trim = trimBox(doc.format, page)
  const inset = Math.min(frame.insetMm, trim.width / 4, trim.height / 4)
  return {
    ...base,
    x: inset,
    y: inset,
    width: trim.width - 2 * inset,
    height: trim.height - 2 * inset,
    type: 'frame',
    name,
    frameId: frame.id,
    color: textColor(page),
    strokeMm: frame.strokeMm,
  }
}

export function newPhotoSlot(doc: DesignDocument, page: Page, name: string, label: string): NewLayer {
  return {
    ...base,
    ...centred(doc, page, 0.5, 4 / 3),
    type: 'photo',
    name,
    crop: { ...FULL_CROP },
    placeholderLabel: label,
    shape: 'rect',
  }
}

/** A new QR code's printed side: comfortably above the 15 mm minimum, small enough for a place card. */
const NEW_QR_SIDE_MM = 25

/**
 * A QR code (ADR 0097) as the add menu makes it: square, 25 mm (or the safe area's shorter side),
 * centred, in the design's text colour when that is dark enough to scan, otherwise near-black, with
 * the standard's quiet zone. `data` is {{RSVP-Link}} for a personal code or the fixed address.
 */
export function newQrLayer(
  doc: DesignDocument,
  page: Page,
  code: { source: QrSource; data: string },
  name: string,
): NewLayer {
  const safe = targetBox(doc, page)
  const side = Math.max(QR_RULES.minSideMm, Math.min(NEW_QR_SIDE_MM, safe.width, safe.height))
  const text = textColor(page)
  const dark = qrContrast(resolveColor(text, doc.palette)) >= QR_RULES.minContrast
  return {
    ...base,
    x: safe.x + (safe.width - side) / 2,
    y: safe.y + (safe.height - side) / 2,
    width: side,
    height: side,
    type: 'qr',
    name,
    data: code.data,
    source: code.source,
    color: dark ? text : DEFAULT_TEXT_COLOR,
    quietZoneModules: QR_RULES.quietModules,
  }
}
