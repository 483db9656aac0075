import {
  clip,
  concatTransformationMatrix,
  endPath,
  pushGraphicsState,
  rectangle,
  type PDFPage,
} from 'pdf-lib'
import { mmToPt, pageSize, type SizeMm } from '@/lib/shop/design-print/design/geometry'
import type { Format } from '@/lib/shop/design-print/design/format'
import type { PageFrame } from './frame'
import type { PlacedPanel } from './imposition'

/** Edges closer than this are the same edge (panel sizes are halves of whole millimetres). */
const EDGE_MM = 1e-6

/**
 * Opens one panel of a sheet for drawing and returns its own frame: the panel's trim in PDF space,
 * so every layer and background renderer draws it exactly as a page of its own. The artwork is
 * clipped to the panel, reaching into the bleed only on the sheet's outer edges: at a fold the
 * neighbouring panel begins, and a panel's bleed would print over it (ADR 0083). An upside-down
 * panel is turned about its centre after the clip. A sheet of one panel clips to its BleedBox, which
 * also keeps a layer dragged past the bleed out of the slug and its marks (ADR 0071). Closed by the
 * caller with one `popGraphicsState`.
 */
export function openPanel(
  page: PDFPage,
  sheet: PageFrame,
  sheetMm: SizeMm,
  format: Pick<Format, 'trimWidthMm' | 'trimHeightMm' | 'fold' | 'bleedMm' | 'safeMarginMm'>,
  panel: PlacedPanel,
): PageFrame {
  const size = pageSize(format, panel.page)
  const b = sheet.bleedMm
  const left = panel.xMm - (panel.xMm < EDGE_MM ? b : 0)
  const top = panel.yMm - (panel.yMm < EDGE_MM ? b : 0)
  const right = panel.xMm + size.width + (panel.xMm + size.width > sheetMm.width - EDGE_MM ? b : 0)
  const bottom = panel.yMm + size.height + (panel.yMm + size.height > sheetMm.height - EDGE_MM ? b : 0)
  const corner = sheet.toPdf(left, bottom)
  page.pushOperators(
    pushGraphicsState(),
    rectangle(corner.x, corner.y, mmToPt(right - left), mmToPt(bottom - top)),
    clip(),
    endPath(),
  )
  const origin = sheet.toPdf(panel.xMm, panel.yMm + size.height)
  const trim = { x: origin.x, y: origin.y, width: mmToPt(size.width), height: mmToPt(size.height) }
  if (panel.upsideDown) {
    const [cx, cy] = [trim.x + trim.width / 2, trim.y + trim.height / 2]
    page.pushOperators(concatTransformationMatrix(-1, 0, 0, -1, 2 * cx, 2 * cy))
  }
  const bp = mmToPt(b)
  return {
    media: sheet.media,
    trim,
    bleed: { x: trim.x - bp, y: trim.y - bp, width: trim.width + 2 * bp, height: trim.height + 2 * bp },
    bleedMm: b,
    toPdf: (xMm, yMm) => ({ x: trim.x + mmToPt(xMm), y: trim.y + trim.height - mmToPt(yMm) }),
  }
}
