import type { Crop } from './layer-base'
import type { DesignDocument } from './document'
import type { PhotoLayer } from './layers'

/**
 * What a cart line or a saved design shows of a calendar or a photo book: the largest placed photo of
 * its cover (else of its first page with one), cropped as printed. The upload's preview serves it,
 * cropped by CSS like a wall-art line's (wall-art/thumbnail.ts): no server render per line.
 */
export interface PhotoProductThumbnail {
  /** The upload whose preview is shown; null while no photo is placed. */
  assetId: string | null
  crop: Crop
  /** Width / height of the slot the photo fills. */
  aspect: number
}

const area = (layer: PhotoLayer) => layer.width * layer.height

export function photoProductThumbnail(doc: Pick<DesignDocument, 'pages'>): PhotoProductThumbnail {
  for (const page of doc.pages) {
    const placed = page.layers.filter(
      (l): l is PhotoLayer & { assetId: string } =>
        l.type === 'photo' && l.assetId !== undefined && !l.hidden,
    )
    const largest = placed.reduce<(PhotoLayer & { assetId: string }) | null>(
      (best, layer) => (best === null || area(layer) > area(best) ? layer : best),
      null,
    )
    if (largest)
      return { assetId: largest.assetId, crop: largest.crop, aspect: largest.width / largest.height }
  }
  return { assetId: null, crop: { x: 0, y: 0, width: 1, height: 1 }, aspect: 1 }
}
