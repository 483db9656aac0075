import { cmyk, PDFDocument, popGraphicsState, type PDFFont, type PDFPage } from 'pdf-lib'
import type { RefinementKey } from '@/lib/config/catalog'
import { refinementInk } from '@/lib/config/refinement-inks'
import type { DesignDocument } from '@/lib/shop/design-print/design/document'
import { wallArtLayout } from '@/lib/shop/design-print/design/wall-art'
import { mmToPt } from '@/lib/shop/design-print/design/geometry'
import { mergeDocument } from '@/lib/shop/design-print/design/mail-merge'
import { assetBook, noAssets, type AssetResolver } from './assets'
import { backgroundBook } from './background'
import { drawSide, type SideBooks } from './draw-side'
import { refinementBook } from './foil'
import { fontBook } from './fonts'
import { cropMarkLines, foldMarkLines, pageFrame, PRINT_MARKS, type PageFrame } from './frame'
import { openPanel } from './panel'
import { printPages, type PrintPart } from './spreads'

export type PrintPdfInput = {
  document: DesignDocument
  /** Guest-list rows (field name → value); one full set of pages per row. None: one set as designed. */
  rows?: readonly Readonly<Record<string, string>>[]
  assets?: AssetResolver
  /** 'keep' prints unfilled fields as {{Name}} (proof); 'empty' leaves them blank (accepted blanks). */
  missing?: 'keep' | 'empty'
  title?: string
  /** A line printed in the slug, outside the bleed: the order number and line of a production file. */
  slug?: string
  /**
   * A photo book's file: its cover sheet or its inner block (ADR 0071). Absent: everything in one file
   * (a proof); a design that is not a photo book has no parts.
   */
  part?: PrintPart
  /**
   * The card line's refinement (ADR 0082): layers marked `foil` print in its spot colour only. Absent
   * or 'none' (a proof without a line, a product without refinement): they print in process colour.
   */
  refinement?: RefinementKey
}

/**
 * The slug's size and place: small, below the bottom edge, between the crop marks and clear of the
 * bleed. A slug wider than the sheet wraps at its " · " parts: two lines at 6 pt, three at 5 or 4.5 pt
 * on the smallest formats (a 40 mm sticker), always below the bleed edge 7 mm up (issue 34 point 1).
 */
const SLUG_TEXT = {
  sizePt: 6,
  insetMm: 3,
  baselineMm: 2,
  /** Baseline of the lowest line when the slug takes more than one. */
  lowestMm: 1.1,
  /** Sizes tried in turn, each with the lines that fit below the bleed at it. */
  steps: [
    { sizePt: 6, lines: 2, gapMm: 2.4 },
    { sizePt: 5, lines: 3, gapMm: 2 },
  ],
} as const
/** The last resort: what still does not fit runs on in its last line. */
const SLUG_SMALLEST = { sizePt: 4.5, lines: 3, gapMm: 1.8 } as const

/** Registration black: ink on every plate, so the marks appear on each separation. */
const REGISTRATION = cmyk(1, 1, 1, 1)

/**
 * The print file: one PDF page per sheet, one set of sheets per guest-list row; a flat product's
 * sheet is one side, a folded card's the flat sheet with its panels imposed (ADR 0083). Each page's
 * MediaBox is trim + bleed + the slug with crop and fold marks; TrimBox and BleedBox tell the printer where to cut and
 * how far the artwork runs. The customer's proof download is this very file.
 */
export async function renderPrintPdf(input: PrintPdfInput): Promise<Uint8Array> {
  const pdf = await PDFDocument.create()
  pdf.setTitle(input.title ?? `Druckdaten ${input.document.id}`)
  pdf.setCreator('Kartenstudio print renderer')
  pdf.setProducer('pdf-lib')
  const fonts = fontBook(pdf)
  const rows = input.rows && input.rows.length > 0 ? input.rows : [undefined]
  // Wall art derives its page from the spec (ADR 0058): a canvas is stretched, not cut, so no marks.
  const wallArt = input.document.wallArt ? wallArtLayout(input.document.wallArt) : null
  const mirror = input.document.wallArt?.canvas?.edge === 'mirror'
  const ink = refinementInk(input.refinement)
  const books: SideBooks = {
    fonts,
    assets: assetBook(pdf, input.assets ?? noAssets),
    backgrounds: backgroundBook(pdf),
    refinement: ink ? refinementBook(pdf, ink) : null,
    wallArt,
    // A collage mirrors its whole face into the wrap, not each cell about its own edges (ADR 0078).
    mirror: !mirror ? 'none' : input.document.collage !== undefined ? 'face' : 'photos',
  }
  const slugFont = input.slug ? await fonts.get('Inter', 400, false) : null

  for (const row of rows) {
    const doc = row
      ? mergeDocument(input.document, row, { missing: input.missing ?? 'keep' }).document
      : input.document
    for (const sheet of printPages(doc, input.part)) {
      const { sizeMm, slugSuffix, foldLinesX, foldLinesY } = sheet
      const frame = pageFrame(sizeMm.width, sizeMm.height, doc.format.bleedMm)
      const page = pdf.addPage([frame.media.width, frame.media.height])
      page.setBleedBox(frame.bleed.x, frame.bleed.y, frame.bleed.width, frame.bleed.height)
      page.setTrimBox(frame.trim.x, frame.trim.y, frame.trim.width, frame.trim.height)
      for (const panel of sheet.panels) {
        const at = openPanel(page, frame, sizeMm, doc.format, panel)
        await drawSide(page, at, doc, panel.page, books)
        page.pushOperators(popGraphicsState())
      }
      if (!wallArt || wallArt.cropMarks) drawCropMarks(page, frame)
      if (foldLinesX.length > 0 || foldLinesY.length > 0) drawFoldMarks(page, frame, foldLinesX, foldLinesY)
      if (input.slug && slugFont) drawSlug(page, frame, `${input.slug}${slugSuffix}`, slugFont, foldLinesX)
    }
  }
  // Object streams shrink a 100-card file several times over; every current RIP reads PDF 1.5.
  return pdf.save({ useObjectStreams: true })
}

function drawSlug(page: PDFPage, frame: PageFrame, text: string, font: PDFFont, folds: readonly number[]) {
  const { start, width } = slugRegion(frame, folds)
  const widthAt = (line: string, size: number) => font.widthOfTextAtSize(line, size)
  const draw = (line: string, baselineMm: number, size: number) =>
    page.drawText(line, {
      x: frame.trim.x + start,
      y: frame.media.y + mmToPt(baselineMm),
      size,
      font,
      color: REGISTRATION,
    })
  if (widthAt(text, SLUG_TEXT.sizePt) <= width) {
    draw(text, SLUG_TEXT.baselineMm, SLUG_TEXT.sizePt)
    return
  }
  const step =
    SLUG_TEXT.steps.find((s) => wrapSlug(text, width, s.sizePt, widthAt).length <= s.lines) ?? SLUG_SMALLEST
  const lines = fitLines(wrapSlug(text, width, step.sizePt, widthAt), step.lines)
  lines.forEach((line, i) =>
    draw(line, SLUG_TEXT.lowestMm + (lines.length - 1 - i) * step.gapMm, step.sizePt),
  )
}

/**
 * Where the slug may run along the bottom edge (pt from the trim's left): between the crop marks,
 * and between fold marks where a cover's or folded card's folds stand, so neither hides the other —
 * the first stretch wide enough for a readable line (40 mm), else the widest.
 */
function slugRegion(frame: PageFrame, folds: readonly number[]): { start: number; width: number } {
  const edges = [...folds].map(mmToPt).sort((a, b) => a - b)
  const stops = [...edges.filter((x) => x > 0 && x < frame.trim.width), frame.trim.width]
  const regions = stops.map((stop, i) => {
    const start = i === 0 ? mmToPt(SLUG_TEXT.insetMm) : (stops[i - 1] ?? 0) + mmToPt(2)
    return { start, width: stop - mmToPt(1) - start }
  })
  return (
    regions.find((r) => r.width >= mmToPt(40)) ??
    regions.reduce((a, b) => (b.width > a.width ? b : a), { start: mmToPt(SLUG_TEXT.insetMm), width: 0 })
  )
}

/**
 * The slug in lines no wider than `width`: whole " · " parts where they fit (a line broken between
 * parts keeps its " ·", so the lines joined by spaces read as the slug), a longer part word by word.
 */
function wrapSlug(
  text: string,
  width: number,
  size: number,
  widthAt: (line: string, size: number) => number,
) {
  const lines: string[] = []
  let line = ''
  const pieces = text.split(' · ').flatMap((part, p) =>
    (widthAt(part, size) <= width ? [part] : part.split(' ')).map((word, i) => ({
      word,
      // The first word of a part follows " · "; a word inside a split part follows a space.
      joint: i === 0 && p > 0 ? ' · ' : ' ',
    })),
  )
  for (const { word, joint } of pieces) {
    const joined = line === '' ? word : `${line}${joint}${word}`
    if (line !== '' && widthAt(`${joined} ·`, size) > width) {
      lines.push(joint === ' · ' ? `${line} ·` : line)
      line = word
    } else line = joined
  }
  if (line !== '') lines.push(line)
  return lines
}

/** At most `max` lines: what does not fit runs on in the last one rather than being dropped. */
function fitLines(lines: string[], max: number): string[] {
  return lines.length <= max ? lines : [...lines.slice(0, max - 1), lines.slice(max - 1).join(' ')]
}

function drawFoldMarks(page: PDFPage, frame: PageFrame, xs: readonly number[], ys: readonly number[]) {
  for (const line of foldMarkLines(frame, xs, ys)) {
    page.drawLine({
      start: { x: line.x1, y: line.y1 },
      end: { x: line.x2, y: line.y2 },
      thickness: PRINT_MARKS.lineWidthPt,
      color: REGISTRATION,
      dashArray: [2, 1.5],
    })
  }
}

function drawCropMarks(page: PDFPage, frame: PageFrame) {
  for (const line of cropMarkLines(frame)) {
    page.drawLine({
      start: { x: line.x1, y: line.y1 },
      end: { x: line.x2, y: line.y2 },
      thickness: PRINT_MARKS.lineWidthPt,
      color: REGISTRATION,
    })
  }
}
