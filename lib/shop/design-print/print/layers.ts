import { rgb, type PDFPage } from 'pdf-lib'
import { resolveColor, type Palette } from '@/lib/shop/design-print/design/colors'
import { mmToPt } from '@/lib/shop/design-print/design/geometry'
import type { Layer, PhotoLayer, ShapeLayer } from '@/lib/shop/design-print/design/layers'
import type { CalendarPage } from '@/lib/shop/design-print/design/svg-calendar-grid'
import type { AssetBook } from './assets'
import { calendarGridOf, drawCalendarGrid, gridFonts } from './calendar-grid'
import type { FontBook } from './fonts'
import type { PageFrame } from './frame'
import { alpha, inLayerFrame, rgbOf, roundedRectSvg, shapePath, withClip, type LocalBox } from './ops'
import { drawCropped, drawFitted } from './picture'
import { drawQr } from './qr'
import { drawTextLayer } from './text'

export type LayerContext = {
  page: PDFPage
  frame: PageFrame
  palette: Palette
  fonts: FontBook
  assets: AssetBook
  /** The page's calendar and month, which a calendar grid draws; null off a calendar. */
  calendar: CalendarPage | null
}

const STAND_IN_FILL = rgb(0.894, 0.894, 0.894)
const STAND_IN_INK = rgb(0.54, 0.54, 0.54)

/**
 * One layer in vector form where the model is vector (text, shapes, frames, QR) and at full source
 * resolution where it is a picture. Fonts and pictures are fetched before drawing starts, because
 * pdf-lib's drawing calls are synchronous and must not interleave with another layer's.
 */
export async function drawLayer(layer: Layer, ctx: LayerContext): Promise<void> {
  if (layer.hidden) return
  const color = (c: string) => rgbOf(resolveColor(c, ctx.palette))
  const { page, frame } = ctx
  switch (layer.type) {
    case 'text': {
      const font = await ctx.fonts.get(layer.fontFamily, layer.fontWeight, layer.italic)
      return inLayerFrame(page, frame, layer, (box) =>
        drawTextLayer(page, box, layer, font, color(layer.color)),
      )
    }
    case 'photo': {
      const asset = layer.assetId === undefined ? null : await ctx.assets.get(layer.assetId)
      return inLayerFrame(page, frame, layer, (box) =>
        withClip(page, shapePath(photoShape(layer), box.w, box.h, mmToPt(layer.cornerRadiusMm ?? 3)), () => {
          if (asset)
            drawCropped(page, asset, { x: -box.w / 2, y: -box.h / 2, ...box }, layer.crop, layer.opacity)
          else standIn(page, box)
        }),
      )
    }
    case 'clipart':
    case 'artwork': {
      const id =
        layer.type === 'clipart'
          ? `motif:${layer.motifId}`
          : layer.source.kind === 'asset'
            ? layer.source.assetId
            : `vector:${layer.source.vectorId}`
      const slots = layer.type === 'clipart' ? layer.colors.map((c) => resolveColor(c, ctx.palette)) : []
      // A supplied picture wins (as in the previews); clip art the shop draws itself comes next.
      const asset =
        (await ctx.assets.get(id)) ??
        (layer.type === 'clipart' ? await ctx.assets.motif(layer.motifId, slots) : null)
      return inLayerFrame(page, frame, layer, (box) => {
        if (asset) drawFitted(page, asset, { x: -box.w / 2, y: -box.h / 2, ...box }, layer.opacity, slots)
        else outline(page, box)
      })
    }
    case 'frame':
      return inLayerFrame(page, frame, layer, (box) => {
        const stroke = mmToPt(layer.strokeMm)
        page.drawRectangle({
          x: -box.w / 2 + stroke / 2,
          y: -box.h / 2 + stroke / 2,
          width: Math.max(0, box.w - stroke),
          height: Math.max(0, box.h - stroke),
          borderColor: color(layer.color),
          borderWidth: stroke,
          borderOpacity: alpha(layer.opacity),
        })
      })
    case 'qr':
      return inLayerFrame(page, frame, layer, (box) => drawQr(page, box, layer, color(layer.color)))
    case 'shape':
      return inLayerFrame(page, frame, layer, (box) => drawShape(page, box, layer, color))
    case 'calendar-grid': {
      const drawing = calendarGridOf(layer, ctx.calendar)
      if (!drawing) return
      const fonts = await gridFonts(drawing, layer, ctx.fonts)
      return inLayerFrame(page, frame, layer, (box) =>
        drawCalendarGrid(page, box, drawing, fonts, ctx.palette, layer.opacity),
      )
    }
  }
}

const photoShape = (layer: PhotoLayer) => (layer.shape === 'rect' ? 'rect' : layer.shape)

function drawShape(
  page: PDFPage,
  box: LocalBox,
  layer: ShapeLayer,
  color: (c: string) => ReturnType<typeof rgbOf>,
) {
  const paint = {
    color: layer.fill ? color(layer.fill) : undefined,
    borderColor: layer.stroke ? color(layer.stroke.color) : undefined,
    borderWidth: layer.stroke ? mmToPt(layer.stroke.widthMm) : 0,
    opacity: alpha(layer.opacity),
    borderOpacity: alpha(layer.opacity),
  }
  const { w, h } = box
  switch (layer.shape) {
    case 'rect':
      if (layer.cornerRadiusMm) {
        const r = Math.min(mmToPt(layer.cornerRadiusMm), w / 2, h / 2)
        return page.drawSvgPath(roundedRectSvg(w, h, r), { x: -w / 2, y: h / 2, ...paint })
      }
      return page.drawRectangle({ x: -w / 2, y: -h / 2, width: w, height: h, ...paint })
    case 'ellipse':
      return page.drawEllipse({ x: 0, y: 0, xScale: w / 2, yScale: h / 2, ...paint })
    case 'line':
      if (!layer.stroke) return
      return page.drawLine({
        start: { x: -w / 2, y: 0 },
        end: { x: w / 2, y: 0 },
        thickness: mmToPt(layer.stroke.widthMm),
        color: color(layer.stroke.color),
        opacity: alpha(layer.opacity),
      })
  }
}

/**
 * An empty photo slot: grey, so a proof shows the gap. Without the previews' words ("Ihr Foto"):
 * those are the editor's hint in the shopper's language and must never be printed on paper.
 */
function standIn(page: PDFPage, box: LocalBox) {
  page.drawRectangle({ x: -box.w / 2, y: -box.h / 2, width: box.w, height: box.h, color: STAND_IN_FILL })
}

/** A motif or artwork whose picture is not available: a dashed outline keeps the layout visible. */
function outline(page: PDFPage, box: LocalBox) {
  page.drawRectangle({
    x: -box.w / 2,
    y: -box.h / 2,
    width: box.w,
    height: box.h,
    borderColor: STAND_IN_INK,
    borderWidth: 0.8,
    borderDashArray: [3, 3],
  })
}
