import {
  DESKTOP_MEDIA,
  GENERATED_TEASER_URL,
  IMAGE_DENSITIES,
  IMAGE_ENCODINGS,
  IMAGE_QUALITY,
  TEASER_FORMATS,
  teaserFileName,
  type Density,
  type ImageExt,
  type TeaserFormat,
} from './formats'

/**
 * Turns the one image URL an editor picked into what a <picture> needs: format sources and density
 * srcsets (spec: densities 1 and 2, webp). Which URLs can be re-sized is decided by their "provider":
 * our generated teaser files, Storyblok's image service, or anything else (used as is).
 */

export interface PictureSource {
  type: string
  srcSet: string
}

export interface ImageSet {
  src: string
  srcSet?: string
  /** <source> elements in order of preference; the <img> keeps the webp fallback. */
  sources: PictureSource[]
  width: number
  height: number
}

export { DESKTOP_MEDIA }

/** https URLs and same-site paths only: no data:, javascript:, plain http or protocol-relative URLs. */
export function safeImageSrc(raw: unknown): string | undefined {
  if (typeof raw !== 'string') return undefined
  const src = raw.trim()
  if (/[\s"'<>\\]/.test(src)) return undefined
  if (/^\/(?!\/)/.test(src)) return src
  try {
    return new URL(src).protocol === 'https:' ? src : undefined
  } catch {
    return undefined
  }
}

const GENERATED = new RegExp(`^${GENERATED_TEASER_URL}/([a-z0-9-]+)-(desktop|mobile)-1x\\.(?:webp|avif)$`)
const STORYBLOK_ASSET = /^https:\/\/a\.storyblok\.com\/f\/[^?#]+\.(?:jpe?g|png|webp)$/i

const densities = (url: (density: Density) => string) =>
  IMAGE_DENSITIES.map((d) => `${url(d)} ${d}x`).join(', ')

export function teaserImageSet(src: string, slot: TeaserFormat): ImageSet {
  const generated = GENERATED.exec(src)
  if (generated) {
    const [, name = '', own = slot] = generated
    const format = own as TeaserFormat
    const { width, height } = TEASER_FORMATS[format]
    const url = (d: Density, ext: ImageExt) =>
      `${GENERATED_TEASER_URL}/${teaserFileName(name, format, d, ext)}`
    return {
      src: url(1, 'webp'),
      srcSet: densities((d) => url(d, 'webp')),
      sources: IMAGE_ENCODINGS.map(({ ext, type }) => ({ type, srcSet: densities((d) => url(d, ext)) })),
      width,
      height,
    }
  }
  const { width, height } = TEASER_FORMATS[slot]
  if (STORYBLOK_ASSET.test(src)) {
    // Storyblok's image service crops to the box and re-encodes; "/m/WxH" is its resize syntax.
    const url = (d: Density) =>
      `${src}/m/${width * d}x${height * d}/filters:quality(${IMAGE_QUALITY}):format(webp)`
    const srcSet = densities(url)
    return { src: url(1), srcSet, sources: [{ type: 'image/webp', srcSet }], width, height }
  }
  return { src, sources: [], width, height }
}
