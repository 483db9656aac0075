import type { Db } from '@/lib/db/types'
import { RENDER_TIMEOUTS } from '@/lib/render/limits'
import { render } from '@/lib/render/render'
import type { ShopOwner } from '@/lib/shop/common/owner'
import { findUpload } from '@/lib/shop/design-print/uploads/uploads'
import type { ObjectStorage } from '@/lib/storage/storage'
import { SVG_PRINT_DPI, type AssetResolver, type PrintAsset } from './assets'
import { parseVectorSvg } from './svg-tree'

const KIND_BY_TYPE: Record<string, PrintAsset['kind']> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'application/pdf': 'pdf',
  'image/svg+xml': 'svg',
}

/**
 * Resolves a design's asset ids to the stored print originals of the given owner's uploads. An id
 * that is not theirs resolves to nothing, so a document cannot pull in another visitor's photo.
 */
export function uploadAssetResolver(
  db: Db,
  storage: ObjectStorage,
  owner: ShopOwner,
  options: { either?: boolean } = {},
): AssetResolver {
  return async (assetId) => {
    const row = await findUpload(db, assetId, owner, options.either ? 'either' : 'owner')
    const kind = row ? KIND_BY_TYPE[row.printContentType] : undefined
    const bytes = row && kind ? await storage.get(row.printKey) : null
    if (!kind || !bytes) return null
    return kind === 'svg' ? printableSvg(bytes) : ({ kind, bytes } as PrintAsset)
  }
}

/** The decoder limit the PDF thread used for these, kept as it was. */
const SVG_PRINT_MAX_PIXELS = 120_000_000

/**
 * A customer's SVG for the print file: plain shapes stay vectors (drawn by the PDF thread); anything
 * else is rasterised at print density here, in the render pool with its time and memory limit
 * (docs/adr/0048), and not by sharp inside the PDF thread, where a runaway rasteriser could not be
 * stopped. A render that fails fails the print file's job, which staff see and retry.
 */
export async function printableSvg(bytes: Uint8Array): Promise<PrintAsset> {
  if (parseVectorSvg(new TextDecoder().decode(bytes))) return { kind: 'svg', bytes }
  const { outputs } = await render(
    {
      input: { bytes },
      open: { limitInputPixels: SVG_PRINT_MAX_PIXELS, density: SVG_PRINT_DPI },
      outputs: [{ steps: [], encode: { format: 'png' } }],
    },
    { timeoutMs: RENDER_TIMEOUTS.printRaster },
  )
  if (!outputs[0]) throw new Error('The SVG layout was not drawn')
  return { kind: 'png', bytes: outputs[0].data }
}
