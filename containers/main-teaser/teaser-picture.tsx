'use client'

import { useEffect, useRef, useState, type CSSProperties } from 'react'
import { PLACEHOLDER, PLACEHOLDER_DATA_URL } from '@/lib/images/placeholder'
import { DESKTOP_MEDIA } from '@/lib/images/teaser-sources'
import type { PictureData } from './main-teaser.transform'
import styles from './teaser-picture.module.css'

type LoadState = 'loading' | 'loaded' | 'error'

const placeholderStyle = {
  '--placeholder-color': PLACEHOLDER.color,
  '--placeholder-image': `url("${PLACEHOLDER_DATA_URL}")`,
} as CSSProperties

/**
 * A teaser picture: desktop and mobile crops as <source media>, avif/webp at densities 1 and 2.
 * Lazy by default; `priority` makes it eager with high fetch priority (the first slide is the LCP).
 * A client component only for the load and error states; its HTML is complete without JavaScript.
 */
export function TeaserPicture({ picture, priority = false }: { picture: PictureData; priority?: boolean }) {
  const { desktop, mobile } = picture
  const ref = useRef<HTMLImageElement>(null)
  const [state, setState] = useState<LoadState>('loading')
  // A new source clears the error (and the loaded state) of the previous one.
  const [shownSrc, setShownSrc] = useState(mobile.src)
  if (shownSrc !== mobile.src) {
    setShownSrc(mobile.src)
    setState('loading')
  }

  // The image may have finished before hydration attached onLoad and onError.
  useEffect(() => {
    const img = ref.current
    if (img?.complete) setState(img.naturalWidth > 0 ? 'loaded' : 'error')
  }, [mobile.src])

  const desktopSources = desktop.sources.length ? desktop.sources : [{ type: undefined, srcSet: desktop.src }]
  return (
    <picture className={styles.picture} data-state={state} style={placeholderStyle}>
      {desktopSources.map((source) => (
        <source
          key={`d-${source.srcSet}`}
          media={DESKTOP_MEDIA}
          type={source.type}
          srcSet={source.srcSet}
          width={desktop.width}
          height={desktop.height}
        />
      ))}
      {mobile.sources.map((source) => (
        <source key={`m-${source.srcSet}`} type={source.type} srcSet={source.srcSet} />
      ))}
      <img
        ref={ref}
        src={mobile.src}
        srcSet={mobile.srcSet}
        width={mobile.width}
        height={mobile.height}
        alt={picture.alt}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding={priority ? 'auto' : 'async'}
        draggable={false}
        onLoad={() => setState('loaded')}
        onError={() => setState('error')}
      />
    </picture>
  )
}
