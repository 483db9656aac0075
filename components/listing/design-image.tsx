import { preload } from 'react-dom'
import type { DesignSummary } from '@/lib/shop/catalogue/design-summary'
import { previewUrlFor } from '@/lib/shop/catalogue/preview-url'
import { PREVIEW_WIDTHS } from './preview-source'
import { SWATCHES } from './swatches'
import styles from './design-image.module.css'

type Previewable = Pick<DesignSummary, 'id' | 'previewKey' | 'name' | 'colours' | 'aspectRatio'>

/**
 * A design's preview: the rendered image where one exists, otherwise a plain tile in the design's
 * colours with its name (not a fake photo). Square frame (spec: aspect 1/1), lazy below the fold.
 * `priority` marks the page's main picture (its LCP element): announced in the head with high
 * priority, and the server's script loader waits for it before the page's scripts (ADR 0044).
 */
export function DesignImage({
  design,
  label,
  sizes,
  eager = false,
  priority = false,
}: {
  design: Previewable
  /** Small line under the name on the tile, e.g. the product type. */
  label: string
  sizes: string
  eager?: boolean
  priority?: boolean
}) {
  const src = previewUrlFor(design, PREVIEW_WIDTHS[1])
  if (src) {
    const srcSet = PREVIEW_WIDTHS.map((w) => `${previewUrlFor(design, w)} ${w}w`).join(', ')
    if (priority)
      preload(src, {
        as: 'image',
        fetchPriority: 'high',
        imageSrcSet: srcSet,
        imageSizes: sizes,
        type: 'image/webp',
      })
    // Previews are rendered as WebP (sharp); the <picture> names the type so browsers can pick.
    return (
      <picture>
        <source type="image/webp" srcSet={srcSet} sizes={sizes} />
        <img
          className={styles.image}
          src={src}
          alt={design.name}
          width={PREVIEW_WIDTHS[1]}
          height={PREVIEW_WIDTHS[1]}
          loading={eager || priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
        />
      </picture>
    )
  }
  const [first = 'white', second = first] = design.colours
  return (
    <div
      className={styles.tile}
      data-aspect={design.aspectRatio}
      style={{ background: SWATCHES[first].tint }}
      role="img"
      aria-label={design.name}
    >
      <div className={styles.card} style={{ borderColor: SWATCHES[second].swatch }}>
        <span className={styles.band} style={{ background: SWATCHES[first].swatch }} />
        <span className={styles.name} aria-hidden="true">
          {design.name}
        </span>
        <span className={styles.label} aria-hidden="true">
          {label}
        </span>
      </div>
    </div>
  )
}
