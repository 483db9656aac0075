import type { PhotoLayer } from './layers'

/**
 * The words drawn in a photo slot without its picture, on screen only (the print file draws none).
 * An empty slot says what the shop calls it in its own language ("Your photo" in the US shop): the
 * slot's stored label is design data, German in every built-in design. A slot holding an upload
 * whose picture is not at hand yet keeps its own label, the upload's name.
 */
export function emptySlotLabel(layer: PhotoLayer, shopLabel: string | undefined): string {
  return layer.assetId === undefined && shopLabel ? shopLabel : layer.placeholderLabel
}
