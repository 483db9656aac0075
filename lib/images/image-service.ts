import 'server-only'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import sharp from 'sharp'
import { ARTWORK_NAMES, teaserSvg, type ArtworkName } from './artwork/compose'
import type { ImageRequest } from './image-request'

/**
 * Renders an image-service request with sharp. Sources are the drawn artwork (`artwork/{name}`, the
 * SVG the teasers are made from, in its largest crop) and files below public/images and
 * public/generated; nothing else on disk is reachable. Decoding is capped (limitInputPixels) so a
 * huge source cannot exhaust memory; the output is capped by the parser.
 */

const PUBLIC_ROOTS = new Set(['images', 'generated'])
const FILE = /\.(?:png|jpe?g|webp|avif|svg)$/i
const MAX_INPUT_PIXELS = 50_000_000
const DEFAULT_QUALITY = 80

export const IMAGE_TYPES = { webp: 'image/webp', png: 'image/png', jpeg: 'image/jpeg' } as const

async function sourceBytes(source: readonly string[]): Promise<Buffer | null> {
  const [root, ...rest] = source
  if (root === 'artwork' && rest.length === 1 && (ARTWORK_NAMES as string[]).includes(rest[0] ?? '')) {
    return Buffer.from(teaserSvg(rest[0] as ArtworkName, 'mobile', 2))
  }
  if (!root || !PUBLIC_ROOTS.has(root) || !rest.length || !FILE.test(rest.at(-1) ?? '')) return null
  try {
    return await readFile(join(process.cwd(), 'public', root, ...rest))
  } catch {
    return null
  }
}

export interface RenderedImage {
  body: Buffer
  type: (typeof IMAGE_TYPES)[keyof typeof IMAGE_TYPES]
}

/** The rendered image, or null when the source does not exist. Throws on an undecodable source. */
export async function renderImage(request: ImageRequest): Promise<RenderedImage | null> {
  const bytes = await sourceBytes(request.source)
  if (!bytes) return null
  const { width, height, fit, filters } = request
  let image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
  if (width || height) {
    image = image.resize({
      width: width || undefined,
      height: height || undefined,
      fit,
      withoutEnlargement: false,
    })
  }
  // sharp rotates before it resizes, so the requested size is always the size of the output.
  if (filters.rotate) image = image.rotate(filters.rotate)
  if (filters.brightness) image = image.modulate({ brightness: 1 + filters.brightness / 100 })
  // Storyblok's blur takes a radius; sharp's a Gaussian sigma of at least 0.3.
  if (filters.blur) image = image.blur(Math.max(0.3, filters.blur / 2))
  const format = filters.format ?? 'webp'
  const quality = filters.quality ?? DEFAULT_QUALITY
  image =
    format === 'png'
      ? image.png({ quality, palette: quality < 100 })
      : format === 'jpeg'
        ? image.flatten({ background: '#ffffff' }).jpeg({ quality, mozjpeg: true })
        : image.webp({ quality })
  return { body: await image.toBuffer(), type: IMAGE_TYPES[format] }
}
