import type { DesignDocument } from '@/lib/shop/design-print/design/document'
import type { Layer } from '@/lib/shop/design-print/design/layers'
import type { Background, Page } from '@/lib/shop/design-print/design/page'
import { photobookCoverLayout, photobookLayout } from '@/lib/shop/design-print/design/photobook-spec'
import { PHOTO_PRINT_FORMAT_SIZES_MM } from '@/lib/model/photo-print-keys'
import { PHOTOBOX_FORMAT_SIZES_MM } from '@/lib/model/photobox-keys'
import { imposeCard, singleSheet, type PrintSheet } from './imposition'

/**
 * A photo book is designed in spreads (two pages side by side, ADR 0068) but printed as single pages:
 * the binder folds and gathers sheets of one page each side. `spreadHalves` cuts a 2W × H spread into
 * its left and right W × H pages. A layer belongs to every half its drawn box reaches into (bleed
 * included), so a panorama across the gutter prints on both pages and each page's BleedBox clip cuts
 * it at that page's bleed: the 3 mm past the gutter continue the picture instead of showing paper.
 */
export function spreadHalves(page: Page, widthMm: number, bleedMm: number): [Page, Page] {
  return [half(page, 'left', widthMm, bleedMm), half(page, 'right', widthMm, bleedMm)]
}

function half(spread: Page, side: 'left' | 'right', widthMm: number, bleedMm: number): Page {
  const height = spread.sizeMm?.height ?? widthMm
  const offset = side === 'left' ? 0 : widthMm
  const from = offset - bleedMm
  const to = offset + widthMm + bleedMm
  const layers = spread.layers
    .filter((layer) => {
      const [left, right] = horizontalReach(layer)
      return right > from && left < to
    })
    .map((layer): Layer => (offset === 0 ? layer : { ...layer, x: layer.x - offset }))
  return {
    ...spread,
    id: `${spread.id}-${side === 'left' ? 'l' : 'r'}`,
    sizeMm: { width: widthMm, height },
    background: halfBackground(spread.background, side, widthMm, bleedMm),
    layers,
  }
}

/** The leftmost and rightmost x a layer paints, rotation (clockwise about its centre) included. */
function horizontalReach(layer: Layer): [number, number] {
  const radians = (layer.rotation * Math.PI) / 180
  const halfWidth =
    (Math.abs(Math.cos(radians)) * layer.width + Math.abs(Math.sin(radians)) * layer.height) / 2
  const centre = layer.x + layer.width / 2
  return [centre - halfWidth, centre + halfWidth]
}

/**
 * An image background fills the spread's bleed box (2W + 2b wide). Each half shows the part under its
 * own bleed box: the left one [0, W + 2b] of it, the right one [W, 2W + 2b]; the crop is narrowed to
 * that part so the picture runs on across the gutter exactly as it was placed.
 */
function halfBackground(background: Background, side: 'left' | 'right', widthMm: number, bleedMm: number) {
  if (background.kind !== 'image') return background
  const total = 2 * widthMm + 2 * bleedMm
  const [start, end] = side === 'left' ? [0, widthMm + 2 * bleedMm] : [widthMm, total]
  const { crop } = background
  return {
    ...background,
    crop: {
      ...crop,
      x: crop.x + (crop.width * start) / total,
      width: (crop.width * (end - start)) / total,
    },
  }
}

export type { PrintSheet }

export type PrintPart = 'cover' | 'inner' | 'lid' | 'prints'

/** "10 × 15 cm", "9 × 13 cm": production's name of a print format. */
const cm = ([w, h]: readonly [number, number]) =>
  `${String(w / 10).replace('.', ',')} × ${String(h / 10).replace('.', ',')} cm`
const PAPER_DE = { matt: 'matt', glossy: 'glänzend', hahnemuehle: 'Hahnemühle' } as const
const BORDER_DE = { none: 'randlos', white: 'weißer Rand' } as const

/**
 * The pages of a print file. A photo book prints as two files (ADR 0071): `cover`, its one cover
 * sheet with the folds marked, and `inner`, every spread cut into its two pages, numbered in the slug.
 * A photo box likewise (ADR 0078): `lid`, and `prints`, one page per print. Without a part (a proof)
 * the whole product is one file, cover or lid first. Photo prints are one page per print, the slug
 * telling production format, paper, border and copies. A folded card is imposed on its flat sheets
 * (imposition.ts, ADR 0083); flat cards, wall art, collages and calendars print their pages as
 * designed. Asking a product for a part it does not have is a bug in
 * the caller, not a silent fallback.
 */
export function printPages(doc: DesignDocument, part?: PrintPart): PrintSheet[] {
  if (doc.photobook) return photobookPages(doc, doc.photobook, part)
  if (doc.photobox) return photoboxPages(doc, doc.photobox, part)
  if (part) throw new Error(`Only a photo book or a photo box prints as parts; this design has no '${part}'`)
  const prints = doc.photoPrints
  if (prints) {
    return doc.pages.map((page, i) => {
      const item = prints.items[i]
      if (!item) throw new Error(`Print ${i + 1} has no item in the photo-print spec`)
      const what = `${cm(PHOTO_PRINT_FORMAT_SIZES_MM[item.format])} · ${PAPER_DE[item.paper]} · ${BORDER_DE[item.border]}`
      return singleSheet(doc, page, ` · Abzug ${i + 1}/${doc.pages.length} · ${what} · ${item.copies} Stück`)
    })
  }
  // Wall art and calendars keep their pages whatever their format says; only cards fold.
  if (doc.wallArt || doc.calendar) return doc.pages.map((page) => singleSheet(doc, page))
  return imposeCard(doc)
}

function photoboxPages(
  doc: DesignDocument,
  box: NonNullable<DesignDocument['photobox']>,
  part?: PrintPart,
): PrintSheet[] {
  if (part === 'cover' || part === 'inner')
    throw new Error(`A photo box has no '${part}'; it has 'lid' and 'prints'`)
  const lid = doc.pages
    .filter((page) => page.role === 'front')
    .map((page) => singleSheet(doc, page, ' · Deckel'))
  const printPagesOfBox = doc.pages.filter((page) => page.role === 'print')
  const size = cm(PHOTOBOX_FORMAT_SIZES_MM[box.format])
  const prints = printPagesOfBox.map((page, i) =>
    singleSheet(doc, page, ` · Abzug ${i + 1}/${printPagesOfBox.length} · ${size}`),
  )
  if (part === 'lid') return lid
  if (part === 'prints') return prints
  return [...lid, ...prints]
}

function photobookPages(
  doc: DesignDocument,
  book: NonNullable<DesignDocument['photobook']>,
  part?: PrintPart,
): PrintSheet[] {
  if (part === 'lid' || part === 'prints')
    throw new Error(`A photo book has no '${part}'; it has 'cover' and 'inner'`)
  const layout = photobookLayout(book)
  const cover = photobookCoverLayout(book)
  const wrap = cover.wrapMm
  const spine = `${String(cover.spine.width).replace('.', ',')} mm`
  const covers = doc.pages
    .filter((page) => page.role === 'book-cover')
    .map((page) => ({
      ...singleSheet(doc, page),
      slugSuffix: layout.spineMm > 0 ? ` · Umschlag · Rücken ${spine}` : ' · Umschlag',
      // A hard cover's wrap also folds round the boards' outer edges: left, right, top and bottom.
      foldLinesX: wrap ? [wrap, ...cover.foldLinesX, cover.sizeMm.width - wrap] : cover.foldLinesX,
      foldLinesY: wrap ? [wrap, cover.sizeMm.height - wrap] : [],
    }))
  const inner = doc.pages
    .filter((page) => page.role === 'spread')
    .flatMap((page) => spreadHalves(page, layout.pageWidthMm, layout.bleedMm))
    .map((page, i) => singleSheet(doc, page, ` · S. ${i + 1}`))
  if (part === 'cover') return covers
  if (part === 'inner') return inner
  return [...covers, ...inner]
}
