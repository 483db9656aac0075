'use client'

import { useTranslations } from 'next-intl'
import type { CollageFace } from '@/lib/shop/design-print/design/collage'
import type { Crop } from '@/lib/shop/design-print/design/layer-base'
import styles from './wall-art-line.module.css'

/** What a calendar's or photo book's line shows: the cover's largest photo, cropped as printed. */
export interface PhotoProductThumb {
  assetId: string | null
  crop: Crop
  /** Width / height of the photo's slot on the cover. */
  aspect: number
}

/** An upload's preview cropped by CSS: the box it sits in shows only the crop (ADR 0073). */
function CroppedPreview({ assetId, crop, alt }: { assetId: string; crop: Crop; alt: string }) {
  return (
    // A plain img: the shopper's own upload behind a session check, not a catalogue picture.
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={`/web-api/uploads/${assetId}/preview`}
      alt={alt}
      loading="lazy"
      decoding="async"
      style={{
        width: `${100 / crop.width}%`,
        height: `${100 / crop.height}%`,
        left: `${(-100 * crop.x) / crop.width}%`,
        top: `${(-100 * crop.y) / crop.height}%`,
      }}
    />
  )
}

/**
 * The cover photo from the upload's preview, cropped by CSS like a wall-art line's (ADR 0073); a
 * collage draws its face instead: every cell with its photo on the background (ADR 0103).
 */
export function PhotoProductThumbnail({
  thumbnail,
  name,
  face = null,
}: {
  thumbnail: PhotoProductThumb
  name: string
  face?: CollageFace | null
}) {
  const t = useTranslations('PhotoProductLine')
  const { crop, aspect, assetId } = face ? { ...thumbnail, aspect: face.aspect } : thumbnail
  return (
    <div
      className={styles.thumb}
      // At most 88 px wide and 120 px high, in the slot's proportions.
      style={{
        width: `${Math.min(88, 120 * aspect)}px`,
        aspectRatio: String(aspect),
        ...(face && { background: face.color }),
      }}
      data-testid="photo-product-thumbnail"
      {...(face && { role: 'img', 'aria-label': t('thumbnail', { name }) })}
    >
      {face
        ? face.cells.map((cell, index) => (
            <span
              key={index}
              className={styles.cell}
              data-testid="collage-thumbnail-cell"
              style={{
                left: `${cell.left * 100}%`,
                top: `${cell.top * 100}%`,
                width: `${cell.width * 100}%`,
                height: `${cell.height * 100}%`,
              }}
            >
              {cell.assetId && <CroppedPreview assetId={cell.assetId} crop={cell.crop} alt="" />}
            </span>
          ))
        : assetId && <CroppedPreview assetId={assetId} crop={crop} alt={t('thumbnail', { name })} />}
    </div>
  )
}

/** "Bearbeiten" opens the product's configurator on this line (it saves back into the line). */
export function PhotoProductActions({
  configuratorHref,
  lineId,
  name,
}: {
  configuratorHref: string
  lineId: string
  name: string
}) {
  const t = useTranslations('PhotoProductLine')
  return (
    <p className={styles.actions}>
      <a
        href={`${configuratorHref}?line=${encodeURIComponent(lineId)}`}
        aria-label={t('editLabel', { name })}
      >
        {t('edit')}
      </a>
    </p>
  )
}
