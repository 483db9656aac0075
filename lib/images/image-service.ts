import 'server-only'
import { access } from 'node:fs/promises'
import { join } from 'node:path'
import type { RenderEncode, RenderInput, RenderStep } from '@/lib/render/job'
import { RENDER_TIMEOUTS } from '@/lib/render/limits'
import type { RenderOptions } from '@/lib/render/pool'
import { render } from '@/lib/render/render'
import { ARTWORK_NAMES, teaserSvg, type ArtworkName } from './artwork/compose'
import type { ImageRequest } from './image-request'

/**
 * Renders an image-service request with sharp in the render pool (lib/render: a time and memory
 * limit, per-client caps). Sources are the drawn artwork (`artwork/{name}`, the
 * SVG the teasers are made from, in its largest crop) and files below public/images and
 * public/generated; nothing else on disk is reachable. Decoding is capped (limitInputPixels) so a
 * huge source cannot exhaust memory; the output is capped by the parser.
 */

const PUBLIC_ROOTS = new Set(['images', 'generated'])
const FILE = /\.(?:png|jpe?g|webp|avif|svg)$/i
const MAX_INPUT_PIXELS = 50_000_000
const DEFAULT_QUALITY = 80

export const IMAGE_TYPES = { webp: 'image/webp', png: 'image/png', jpeg: 'image/jpeg' } as const

/** The artwork's SVG, or the path of a file the render process reads itself; null: no such image. */
async function sourceInput(source: readonly string[]): Promise<RenderInput | null> {
  const [root, ...rest] = source
  if (root === 'artwork' && rest.length === 1 && (ARTWORK_NAMES as string[]).includes(rest[0] ?? '')) {
    return { bytes: new TextEncoder().encode(teaserSvg(rest[0] as ArtworkName, 'mobile', 2)) }
  }
  if (!root || !PUBLIC_ROOTS.has(root) || !rest.length || !FILE.test(rest.at(-1) ?? '')) return null
  const file = join(process.cwd(), 'public', root, ...rest)
  try {
    await access(file)
    return { file }
  } catch {
    return null
  }
}

export interface RenderedImage {
  body: Buffer
  type: (typeof IMAGE_TYPES)[keyof typeof IMAGE_TYPES]
}

/**
 * The rendered image, or null when the source does not exist. Throws RenderRefused when the source
 * cannot be decoded, the render runs past its limits or the shop is too busy (lib/render/errors.ts).
 */
export async function renderImage(
  request: ImageRequest,
  options: Omit<RenderOptions, 'timeoutMs'> = {},
): Promise<RenderedImage | null> {
  const input = await sourceInput(request.source)
  if (!input) return null
  const { width, height, fit, filters } = request
  const steps: RenderStep[] = []
  if (width || height) {
    steps.push({
      op: 'resize',
      width: width || undefined,
      height: height || undefined,
      fit,
      withoutEnlargement: false,
    })
  }
  // sharp rotates before it resizes, so the requested size is always the size of the output.
  if (filters.rotate) steps.push({ op: 'rotate', angle: filters.rotate })
  if (filters.brightness) steps.push({ op: 'modulate', brightness: 1 + filters.brightness / 100 })
  // Storyblok's blur takes a radius; sharp's a Gaussian sigma of at least 0.3.
  if (filters.blur) steps.push({ op: 'blur', sigma: Math.max(0.3, filters.blur / 2) })
  const format = filters.format ?? 'webp'
  const quality = filters.quality ?? DEFAULT_QUALITY
  let encode: RenderEncode = { format: 'webp', quality }
  if (format === 'png') encode = { format: 'png', quality, palette: quality < 100 }
  if (format === 'jpeg') {
    steps.push({ op: 'flatten', background: '#ffffff' })
    encode = { format: 'jpeg', quality, mozjpeg: true }
  }
  const { outputs } = await render(
    { input, open: { limitInputPixels: MAX_INPUT_PIXELS }, outputs: [{ steps, encode }] },
    { ...options, timeoutMs: RENDER_TIMEOUTS.imageService },
  )
  const image = outputs[0]
  if (!image) throw new Error('The render answered no image')
  return { body: Buffer.from(image.data), type: IMAGE_TYPES[format] }
}
