import {
  clip,
  concatTransformationMatrix,
  drawEllipsePath,
  drawObject,
  endPath,
  fill,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  setFillingRgbColor,
  type PDFDocument,
  type PDFOperator,
  type PDFPage,
  type PDFRef,
} from 'pdf-lib'
import { resolveColor, type Palette } from '@/lib/shop/design-print/design/colors'
import { mmToPt } from '@/lib/shop/design-print/design/geometry'
import type { Background } from '@/lib/shop/design-print/design/page'
import type { AssetBook } from './assets'
import type { PageFrame, PtBox } from './frame'
import { rgbOf, withClip } from './ops'
import { drawCropped } from './picture'

type Tile = { sizeMm: number; rotate?: number; shapes: (x: number, y: number, s: number) => PDFOperator[] }

/** The built-in patterns of svg-background.ts as vector tiles (sizes in mm, drawn in pt). */
const PATTERNS: Record<string, Tile> = {
  dots: {
    sizeMm: 6,
    shapes: (x, y, s) =>
      drawEllipsePath({ x: x + s / 2, y: y + s / 2, xScale: mmToPt(1), yScale: mmToPt(1) }),
  },
  stripes: { sizeMm: 6, rotate: 45, shapes: (x, y, s) => [rectangle(x, y, s / 2, s)] },
  grid: {
    sizeMm: 5,
    shapes: (x, y, s) => [rectangle(x, y + s - mmToPt(0.3), s, mmToPt(0.3)), rectangle(x, y, mmToPt(0.3), s)],
  },
  checks: {
    sizeMm: 10,
    shapes: (x, y, s) => [rectangle(x, y + s / 2, s / 2, s / 2), rectangle(x + s / 2, y, s / 2, s / 2)],
  },
}

const rgbOps = (hex: string) => {
  const c = rgbOf(hex)
  return setFillingRgbColor(c.red, c.green, c.blue)
}

/** Operators filling `area` with a pattern: first colour flat, second colour's tiles as one path. */
function patternOps(tile: Tile, area: PtBox, first: string, second: string): PDFOperator[] {
  const s = mmToPt(tile.sizeMm)
  // A rotated pattern must cover the box's diagonal, so tiles fill a square around the centre.
  const reach = tile.rotate ? Math.hypot(area.width, area.height) : 0
  const cols = Math.ceil((reach || area.width) / s) + 1
  const rows = Math.ceil((reach || area.height) / s) + 1
  const shapes: PDFOperator[] = []
  for (let r = 0; r < rows; r++) for (let c = 0; c < cols; c++) shapes.push(...tile.shapes(c * s, r * s, s))
  const angle = ((tile.rotate ?? 0) * Math.PI) / 180
  const [cx, cy] = [area.x + area.width / 2, area.y + area.height / 2]
  const place = tile.rotate
    ? [
        concatTransformationMatrix(
          Math.cos(angle),
          Math.sin(angle),
          -Math.sin(angle),
          Math.cos(angle),
          cx,
          cy,
        ),
        concatTransformationMatrix(1, 0, 0, 1, (-cols * s) / 2, (-rows * s) / 2),
      ]
    : [concatTransformationMatrix(1, 0, 0, 1, area.x, area.y + area.height - rows * s)]
  return [
    pushGraphicsState(),
    rectangle(area.x, area.y, area.width, area.height),
    clip(),
    endPath(),
    rgbOps(first),
    rectangle(area.x, area.y, area.width, area.height),
    fill(),
    ...place,
    rgbOps(second),
    ...shapes,
    fill(),
    popGraphicsState(),
  ]
}

/**
 * Patterns are drawn once per PDF as a form XObject and placed on every page that uses them: a
 * 100-guest set repeats the same background 200 times, and a `Do` costs a few bytes.
 */
export function backgroundBook(pdf: PDFDocument) {
  const forms = new Map<string, PDFRef>()
  return (tile: Tile, area: PtBox, first: string, second: string, key: string): PDFRef => {
    const id = `${key}|${first}|${second}|${area.x}|${area.y}|${area.width}|${area.height}`
    let ref = forms.get(id)
    if (!ref) {
      const form = pdf.context.formXObject(patternOps(tile, area, first, second), {
        BBox: [area.x, area.y, area.x + area.width, area.y + area.height],
      })
      ref = pdf.context.register(form)
      forms.set(id, ref)
    }
    return ref
  }
}
export type BackgroundBook = ReturnType<typeof backgroundBook>

/** Fills the bleed box with the page background. */
export async function drawBackground(
  page: PDFPage,
  frame: PageFrame,
  background: Background,
  palette: Palette,
  books: { assets: AssetBook; backgrounds: BackgroundBook },
) {
  const { bleed } = frame
  const flat = (hex: string) => page.drawRectangle({ ...bleed, color: rgbOf(hex), borderWidth: 0 })
  switch (background.kind) {
    case 'color':
      return flat(resolveColor(background.color, palette))
    case 'pattern': {
      const [first = '#ffffff', second = first] = background.colors.map((c) => resolveColor(c, palette))
      const tile = Object.hasOwn(PATTERNS, background.patternId) ? PATTERNS[background.patternId] : undefined
      if (!tile) return flat(first)
      const ref = books.backgrounds(tile, bleed, first, second, background.patternId)
      page.pushOperators(drawObject(page.node.newXObject('Bg', ref)))
      return
    }
    case 'image': {
      const asset = await books.assets.get(background.assetId)
      if (!asset) return flat('#eeeeee')
      withClip(page, [rectangle(bleed.x, bleed.y, bleed.width, bleed.height)], () =>
        drawCropped(
          page,
          asset,
          { x: bleed.x, y: bleed.y, w: bleed.width, h: bleed.height },
          background.crop,
          1,
        ),
      )
      return
    }
  }
}
