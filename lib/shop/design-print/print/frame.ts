import { mmToPt } from '@/lib/shop/design-print/design/geometry'

/**
 * Page geometry of the print file. The document works in mm from the trim's top-left corner with y
 * down; PDF works in pt from the MediaBox's bottom-left with y up. The MediaBox is the trim plus
 * bleed plus a slug that holds the crop marks, so marks never fall inside the BleedBox.
 */
export const PRINT_MARKS = {
  /** Gap between the bleed edge and the start of a crop mark. */
  gapMm: 1,
  lengthMm: 5,
  /** Extra room beyond the marks. */
  marginMm: 1,
  /** Hairline for marks. */
  lineWidthPt: 0.25,
} as const

export type PtBox = { x: number; y: number; width: number; height: number }

export type PageFrame = {
  media: PtBox
  bleed: PtBox
  trim: PtBox
  bleedMm: number
  /** A point of the document (mm, y down) in PDF user space (pt, y up). */
  toPdf: (xMm: number, yMm: number) => { x: number; y: number }
}

export function pageFrame(trimWidthMm: number, trimHeightMm: number, bleedMm: number): PageFrame {
  const slugMm = bleedMm + PRINT_MARKS.gapMm + PRINT_MARKS.lengthMm + PRINT_MARKS.marginMm
  const width = mmToPt(trimWidthMm + 2 * slugMm)
  const height = mmToPt(trimHeightMm + 2 * slugMm)
  const trim = {
    x: mmToPt(slugMm),
    y: mmToPt(slugMm),
    width: mmToPt(trimWidthMm),
    height: mmToPt(trimHeightMm),
  }
  const b = mmToPt(bleedMm)
  return {
    media: { x: 0, y: 0, width, height },
    bleed: { x: trim.x - b, y: trim.y - b, width: trim.width + 2 * b, height: trim.height + 2 * b },
    trim,
    bleedMm,
    toPdf: (xMm, yMm) => ({ x: trim.x + mmToPt(xMm), y: trim.y + trim.height - mmToPt(yMm) }),
  }
}

/** Eight marks, two per corner, on the trim lines and outside the bleed. */
export function cropMarkLines(frame: PageFrame): { x1: number; y1: number; x2: number; y2: number }[] {
  const { trim } = frame
  const start = mmToPt(frame.bleedMm + PRINT_MARKS.gapMm)
  const end = start + mmToPt(PRINT_MARKS.lengthMm)
  const xs = [trim.x, trim.x + trim.width]
  const ys = [trim.y, trim.y + trim.height]
  const lines: { x1: number; y1: number; x2: number; y2: number }[] = []
  for (const [i, x] of xs.entries()) {
    const dir = i === 0 ? -1 : 1
    for (const y of ys) lines.push({ x1: x + dir * start, y1: y, x2: x + dir * end, y2: y })
  }
  for (const [i, y] of ys.entries()) {
    const dir = i === 0 ? -1 : 1
    for (const x of xs) lines.push({ x1: x, y1: y + dir * start, x2: x, y2: y + dir * end })
  }
  return lines
}

/**
 * Fold marks: short dashed ticks in the slug, in line with each fold, so the binder aligns the cover
 * sheet on the boards and the spine. Vertical folds get a tick above and below the sheet, horizontal
 * ones left and right, at the same distance from the bleed as the crop marks.
 */
export function foldMarkLines(
  frame: PageFrame,
  foldsXMm: readonly number[],
  foldsYMm: readonly number[],
): { x1: number; y1: number; x2: number; y2: number }[] {
  const { trim } = frame
  const start = mmToPt(frame.bleedMm + PRINT_MARKS.gapMm)
  const end = start + mmToPt(PRINT_MARKS.lengthMm)
  const lines: { x1: number; y1: number; x2: number; y2: number }[] = []
  for (const xMm of foldsXMm) {
    const x = frame.toPdf(xMm, 0).x
    lines.push({ x1: x, y1: trim.y - start, x2: x, y2: trim.y - end })
    lines.push({ x1: x, y1: trim.y + trim.height + start, x2: x, y2: trim.y + trim.height + end })
  }
  for (const yMm of foldsYMm) {
    const y = frame.toPdf(0, yMm).y
    lines.push({ x1: trim.x - start, y1: y, x2: trim.x - end, y2: y })
    lines.push({ x1: trim.x + trim.width + start, y1: y, x2: trim.x + trim.width + end, y2: y })
  }
  return lines
}
