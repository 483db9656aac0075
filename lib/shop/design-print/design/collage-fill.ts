import { byTime, fillSlot, type AutoFillPhoto } from './auto-fill'
import { collagePhotoCells } from './collage'
import { parseDesignDocument, type DesignDocument } from './document'
import { FULL_CROP } from './layer-base'
import type { PhotoLayer } from './layers'

/**
 * Auto-fill of a collage (ADR 0077): the shopper's photos, oldest first, one per cell and each at
 * most once. The largest cells choose first, each the photo whose shape is nearest its own (a
 * landscape photo to a landscape cell), so the hero cell of a layout gets a photo that fills it well;
 * every photo is cropped to cover its cell with any faces kept whole. Cells left without a photo are
 * emptied, so pressing it again after more uploads lays out the whole set afresh.
 */

const shape = (width: number, height: number) => Math.log(width / height)
// Cells of one size in the layout are equal to the hundredth of a mm², whatever the float sums say.
const area = (cell: PhotoLayer) => Math.round(cell.width * cell.height * 100)

/** Which photo goes into which cell (cell id → photo id). */
export function planCollageFill(
  cells: readonly PhotoLayer[],
  photos: readonly AutoFillPhoto[],
): Map<string, string> {
  const left = byTime(photos).slice(0, cells.length)
  const plan = new Map<string, string>()
  const bySize = cells
    .map((cell, index) => ({ cell, index }))
    .sort((a, b) => area(b.cell) - area(a.cell) || a.index - b.index)
  for (const { cell } of bySize) {
    if (left.length === 0) break
    const want = shape(cell.width, cell.height)
    let best = 0
    left.forEach((photo, i) => {
      const bestPhoto = left[best]
      if (
        bestPhoto &&
        Math.abs(shape(photo.widthPx, photo.heightPx) - want) <
          Math.abs(shape(bestPhoto.widthPx, bestPhoto.heightPx) - want) - 1e-9
      )
        best = i
    })
    const [photo] = left.splice(best, 1)
    if (photo) plan.set(cell.id, photo.id)
  }
  return plan
}

export function fillCollageCells(doc: DesignDocument, photos: readonly AutoFillPhoto[]): DesignDocument {
  const page = doc.pages[0]
  if (!doc.collage || !page) throw new Error('fillCollageCells needs a collage document')
  const plan = planCollageFill(collagePhotoCells(doc), photos)
  const byId = new Map(photos.map((photo) => [photo.id, photo]))
  const layers = page.layers.map((layer) => {
    if (layer.type !== 'photo' || !layer.id.startsWith('cell-')) return layer
    const photo = byId.get(plan.get(layer.id) ?? '')
    if (photo) return fillSlot(layer, photo)
    const { assetId: _dropped, ...empty } = layer
    return { ...empty, crop: FULL_CROP }
  })
  return parseDesignDocument({ ...doc, pages: [{ ...page, layers }] })
}
