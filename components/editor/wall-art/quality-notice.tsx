'use client'

import { useTranslations } from 'next-intl'
import { useMemo } from 'react'
import type { LengthUnit, LocaleCode } from '@/lib/config/locales'
import { formatSize } from '@/lib/i18n/length'
import { dpiLevel, facesCutByCrop, WALL_ART_DPI } from '@/lib/editor/wall-art-quality'
import type { FaceBox } from '@/lib/shop/design-print/design/face-box'
import type { Crop } from '@/lib/shop/design-print/design/layer-base'
import { wallArtLayout } from '@/lib/shop/design-print/design/wall-art'
import { useWallArt } from './use-wall-art'
import styles from './wall-art.module.css'

/**
 * The photo's resolution at the chosen size (issue 26 point 4): shown always, a warning below
 * 150 dpi, and below 75 dpi a strong warning the shopper confirms before the cart takes the piece.
 * Faces the edge of the visible picture runs through are pointed out too. The size it speaks of is
 * named in the shop's unit ("30 × 40 cm", "11.8 × 15.7 in").
 */
export function QualityNotice({
  unit,
  locale,
  dpi,
  faces,
  crop,
  confirmed,
  onConfirm,
}: {
  unit: LengthUnit
  locale: LocaleCode
  dpi: number | null
  faces: readonly FaceBox[]
  crop: Crop
  confirmed: boolean
  onConfirm: (yes: boolean) => void
}) {
  const t = useTranslations('WallArt.quality')
  const [spec] = useWallArt()
  const cut = useMemo(() => {
    const { photoBox, visibleBox } = wallArtLayout(spec)
    const visible = {
      x: (visibleBox.x - photoBox.x) / photoBox.width,
      y: (visibleBox.y - photoBox.y) / photoBox.height,
      width: visibleBox.width / photoBox.width,
      height: visibleBox.height / photoBox.height,
    }
    return facesCutByCrop(faces, crop, visible)
  }, [spec, faces, crop])
  if (dpi === null) return <p className={styles.hint}>{t('noPhoto')}</p>
  const level = dpiLevel(dpi)
  const shown = Math.floor(dpi)
  return (
    <div className={styles.quality}>
      <p data-dpi-level={level}>
        {t('dpi', { dpi: shown, size: formatSize(spec.widthMm, spec.heightMm, unit, locale) })}
      </p>
      {level === 'warn' && (
        <p className={styles.warn} role="status" data-testid="wallart-dpi-warning" data-level="warn">
          {t('warn', { dpi: shown, limit: WALL_ART_DPI.warn })}
        </p>
      )}
      {level === 'confirm' && (
        <div className={styles.strong} role="alert" data-testid="wallart-dpi-warning" data-level="confirm">
          <p>{t('strong', { dpi: shown, limit: WALL_ART_DPI.confirm })}</p>
          <label>
            <input
              type="checkbox"
              data-testid="wallart-dpi-confirm"
              checked={confirmed}
              onChange={(event) => onConfirm(event.target.checked)}
            />{' '}
            {t('confirm')}
          </label>
        </div>
      )}
      {cut.length > 0 && (
        <p className={styles.warn} role="status" data-testid="wallart-faces-cut">
          {t('facesCut', { count: cut.length })}
        </p>
      )}
    </div>
  )
}
