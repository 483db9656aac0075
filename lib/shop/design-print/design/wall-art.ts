import { aspectCrop, sourceAspect } from './crop-fit'
import { orientationOf } from './geometry'
import { CURRENT_SCHEMA_VERSION, parseDesignDocument, type DesignDocument } from './document'
import type { DesignDocumentInput } from './document'
import { FULL_CROP } from './layer-base'
import type { PhotoLayer } from './layers'
import { wallArtFormatKey, wallArtLayout, type WallArtSpec } from './wall-art-spec'

export {
  CANVAS_WRAP_EXTRA_MM,
  FRAME_OVERLAP_MM,
  WALL_ART_BLEED_MM,
  wallArtCanvasSchema,
  wallArtFormatKey,
  wallArtFrameSchema,
  wallArtLayout,
  wallArtSpecSchema,
} from './wall-art-spec'
export type { WallArtCanvas, WallArtFrame, WallArtLayout, WallArtSpec } from './wall-art-spec'

/**
 * Wall-art documents (ADR 0058): an ordinary v2 design document with one `front` page and one
 * locked photo layer, its format derived from the `wallArt` spec. The shopper never moves the layer;
 * panning and zooming change its crop, so the photo always covers the print area.
 */

export const WALL_ART_PAGE_ID = 'front'
export const WALL_ART_PHOTO_LAYER_ID = 'photo'

/** A spec's format, page and photo layer; a canvas with a colour edge gets that colour as background. */
function buildDocument(
  spec: WallArtSpec,
  id: string,
  photo: Pick<PhotoLayer, 'assetId' | 'crop'>,
): DesignDocumentInput {
  const layout = wallArtLayout(spec)
  const trim = { width: layout.trimWidthMm, height: layout.trimHeightMm }
  const edgeColor = spec.canvas?.edge === 'color' ? spec.canvas.edgeColor : undefined
  return {
    schemaVersion: CURRENT_SCHEMA_VERSION,
    id,
    format: {
      key: wallArtFormatKey(spec),
      trimWidthMm: layout.trimWidthMm,
      trimHeightMm: layout.trimHeightMm,
      bleedMm: layout.bleedMm,
      safeMarginMm: 0,
      fold: 'none',
      orientation: orientationOf(trim),
      cut: 'rect',
      cornerRadiusMm: 0,
    },
    palette: {},
    fonts: [],
    pages: [
      {
        id: WALL_ART_PAGE_ID,
        role: 'front',
        background: { kind: 'color', color: edgeColor ?? '#ffffff' },
        layers: [
          {
            id: WALL_ART_PHOTO_LAYER_ID,
            name: 'Foto',
            type: 'photo',
            ...layout.photoBox,
            rotation: 0,
            opacity: 1,
            locked: true,
            hidden: false,
            ...(photo.assetId === undefined ? {} : { assetId: photo.assetId }),
            crop: photo.crop,
            placeholderLabel: 'Ihr Foto',
            shape: 'rect',
          },
        ],
      },
    ],
    wallArt: spec,
  }
}

/** A new, empty wall-art design of this spec; throws DesignDocumentError for a spec that is not valid. */
export function newWallArtDocument(spec: WallArtSpec, id: string): DesignDocument {
  return parseDesignDocument(buildDocument(spec, id, { crop: FULL_CROP }))
}

/** The document's photo layer; every valid wall-art document has exactly one. */
export function wallArtPhoto(doc: DesignDocument): PhotoLayer {
  const layer = doc.pages[0]?.layers[0]
  if (layer?.type !== 'photo') throw new Error('a wall-art document has one photo layer')
  return layer
}

/**
 * The same design in another spec (size, material, frame, edge): the crop keeps its centre and its
 * zoom (the share of the photo shown) and takes the new print area's aspect ratio.
 */
export function applyWallArtSpec(doc: DesignDocument, spec: WallArtSpec): DesignDocument {
  const photo = wallArtPhoto(doc)
  if (photo.assetId === undefined)
    return parseDesignDocument(buildDocument(spec, doc.id, { crop: FULL_CROP }))
  const imageAspect = sourceAspect(photo.crop, photo)
  const crop = aspectCrop(photo.crop, imageAspect, wallArtLayout(spec).photoBox)
  return parseDesignDocument(buildDocument(spec, doc.id, { assetId: photo.assetId, crop }))
}

/** Puts an uploaded photo into the design, centred and as large as the print area allows. */
export function placeWallArtPhoto(
  doc: DesignDocument,
  photo: { id: string; widthPx: number; heightPx: number },
): DesignDocument {
  const spec = doc.wallArt
  if (!spec) throw new Error('placeWallArtPhoto needs a wall-art document')
  const crop = aspectCrop(FULL_CROP, photo.widthPx / photo.heightPx, wallArtLayout(spec).photoBox)
  return parseDesignDocument(buildDocument(spec, doc.id, { assetId: photo.id, crop }))
}
