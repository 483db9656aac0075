import { teaserImageSet } from '@/lib/images/teaser-sources'
import type { ImageField } from './fields'

/**
 * A lazily loaded tile picture in the mobile teaser crop (150/157): avif and webp at densities 1 and 2
 * for the generated artwork and Storyblok assets, the plain URL for anything else. Below the fold by
 * design, so never eager.
 */
export function TilePicture({ image, className }: { image: NonNullable<ImageField>; className?: string }) {
  const set = teaserImageSet(image.src, 'mobile')
  return (
    <picture className={className}>
      {set.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} />
      ))}
      <img
        src={set.src}
        srcSet={set.srcSet}
        width={set.width}
        height={set.height}
        alt={image.alt}
        loading="lazy"
        decoding="async"
      />
    </picture>
  )
}
