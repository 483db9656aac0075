import { imageServiceUrl } from '@/lib/images/image-request'
import type { ImageField } from './fields'

/**
 * A container picture through an image service at densities 1 and 2 (spec: densities 1 and 2, WebP):
 * a local source ("/img/artwork/calendar", "/images/x.svg", "/generated/…") goes through the shop's
 * own /img route, a Storyblok asset through Storyblok's service with the same URL syntax, anything
 * else is used as it is.
 */
export const PICTURE_FILTERS = { format: 'webp', quality: 75 } as const

const STORYBLOK_ASSET = /^https:\/\/a\.storyblok\.com\/f\/[^?#]+\.(?:jpe?g|png|webp)$/i

export function serviceImageSet(src: string, width: number, height: number) {
  const local =
    /^\/img\/([^?#]+)$/.exec(src)?.[1] ?? (/^\/(?:images|generated)\//.test(src) ? src.slice(1) : null)
  const at = (d: number) => {
    if (local !== null)
      return imageServiceUrl(local, { width: width * d, height: height * d }, PICTURE_FILTERS)
    return `${src}/m/${width * d}x${height * d}/filters:quality(${PICTURE_FILTERS.quality}):format(webp)`
  }
  if (local === null && !STORYBLOK_ASSET.test(src)) return { src, srcSet: undefined }
  return { src: at(1), srcSet: `${at(1)} 1x, ${at(2)} 2x` }
}

export function ServicePicture({
  image,
  width,
  height,
  className,
  eager = false,
}: {
  image: NonNullable<ImageField>
  width: number
  height: number
  className?: string
  eager?: boolean
}) {
  const set = serviceImageSet(image.src, width, height)
  return (
    // eslint-disable-next-line @next/next/no-img-element -- the URLs are already sized and encoded by the image service
    <img
      className={className}
      src={set.src}
      srcSet={set.srcSet}
      width={width}
      height={height}
      alt={image.alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  )
}
