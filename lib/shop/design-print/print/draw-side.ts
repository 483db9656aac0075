import type { PDFPage } from 'pdf-lib'
import type { DesignDocument } from '@/lib/shop/design-print/design/document'
import { isFoiled } from '@/lib/shop/design-print/design/layers'
import type { Page } from '@/lib/shop/design-print/design/page'
import { calendarPageOf } from '@/lib/shop/design-print/design/svg-calendar-grid'
import type { WallArtLayout } from '@/lib/shop/design-print/design/wall-art'
import type { AssetBook } from './assets'
import { drawBackground, type BackgroundBook } from './background'
import type { FontBook } from './fonts'
import type { RefinementBook } from './foil'
import type { PageFrame } from './frame'
import { drawLayer } from './layers'
import { drawMirroredFace, drawMirroredWrap } from './wall-art-edge'

/** What every side of one print file draws with. */
export type SideBooks = {
  fonts: FontBook
  assets: AssetBook
  backgrounds: BackgroundBook
  /** The line's refinement; null when it has none, and refined layers print in process colour. */
  refinement: RefinementBook | null
  wallArt: WallArtLayout | null
  /** A canvas with a mirrored edge: each photo, or a collage's whole face, reflected into the wrap. */
  mirror: 'none' | 'photos' | 'face'
}

/** One page of the design, background and layers, in the frame its panel was opened with. */
export async function drawSide(
  page: PDFPage,
  frame: PageFrame,
  doc: DesignDocument,
  side: Page,
  books: SideBooks,
): Promise<void> {
  const { assets, backgrounds, fonts, wallArt } = books
  await drawBackground(page, frame, side.background, doc.palette, { assets, backgrounds })
  const calendar = calendarPageOf(doc, side.id)
  const ctx = { page, frame, palette: doc.palette, fonts, assets, calendar }
  const drawLayers = async () => {
    for (const layer of side.layers) {
      const refinement = isFoiled(layer) ? books.refinement : null
      if (refinement) await refinement.draw(page, () => drawLayer(layer, ctx))
      else await drawLayer(layer, ctx)
      const mirrored = books.mirror === 'photos' && layer.type === 'photo' && !layer.hidden
      if (mirrored && wallArt && layer.assetId !== undefined) {
        const asset = await assets.get(layer.assetId)
        if (asset) drawMirroredWrap(page, frame, layer, asset, wallArt.wrapMm)
      }
    }
  }
  await drawLayers()
  if (books.mirror === 'face' && wallArt) {
    await drawMirroredFace(page, frame, wallArt.wrapMm, async () => {
      await drawBackground(page, frame, side.background, doc.palette, { assets, backgrounds })
      await drawLayers()
    })
  }
}
