'use client'

import { useTranslations } from 'next-intl'
import type { WallArtThumbnail } from '@/lib/shop/photo-products/wall-art/thumbnail'
import styles from './wall-art-line.module.css'

/**
 * The part of the photo a wall-art line shows on the wall, from the upload's preview (the same WebP
 * the configurator used) cropped by CSS: the image is scaled so the visible crop fills the box.
 */
export function WallArtThumb({ thumbnail, name }: { thumbnail: WallArtThumbnail; name: string }) {
  const t = useTranslations('WallArtShop.cartLine')
  const { crop, aspect, assetId } = thumbnail
  return (
    <div
      className={styles.thumb}
      // At most 88 px wide and 120 px high, in the visible area's proportions.
      style={{ width: `${Math.min(88, 120 * aspect)}px`, aspectRatio: String(aspect) }}
      data-testid="wallart-thumbnail"
    >
      {assetId && (
        // A plain img: the preview is the shopper's own upload behind a session check, not a
        // catalogue picture for the image optimiser.
        // eslint-disable-next-line @next/next/no-img-element
        <img
          src={`/web-api/uploads/${assetId}/preview`}
          alt={t('thumbnail', { name })}
          loading="lazy"
          decoding="async"
          style={{
            width: `${100 / crop.width}%`,
            height: `${100 / crop.height}%`,
            left: `${(-100 * crop.x) / crop.width}%`,
            top: `${(-100 * crop.y) / crop.height}%`,
          }}
        />
      )}
    </div>
  )
}

/** "Bearbeiten" opens the configurator on this line; "In anderer Größe" on a copy of it. */
export function WallArtActions({
  configuratorHref,
  lineId,
  name,
}: {
  configuratorHref: string
  lineId: string
  name: string
}) {
  const t = useTranslations('WallArtShop.cartLine')
  const line = encodeURIComponent(lineId)
  return (
    <p className={styles.actions}>
      <a href={`${configuratorHref}?line=${line}`} aria-label={t('editLabel', { name })}>
        {t('edit')}
      </a>
      <a href={`${configuratorHref}?line=${line}&copy=1`} aria-label={t('otherSizeLabel', { name })}>
        {t('otherSize')}
      </a>
    </p>
  )
}
