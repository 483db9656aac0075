'use client'

import { useTranslations } from 'next-intl'
import { memo, useState, type Dispatch } from 'react'
import type { PrintPhotoInfo } from '@/lib/api/editor/open-photo-prints'
import type { LocaleCode } from '@/lib/config/locales'
import { formatMoney } from '@/lib/i18n/format'
import { PHOTO_PRINT_MAX_COPIES } from '@/lib/model/photo-print-keys'
import type { Page } from '@/lib/shop/design-print/design/page'
import type { PhotoPrintItem } from '@/lib/shop/design-print/design/photo-prints-spec'
import { effectiveDpi } from '@/lib/shop/design-print/design/preflight-photos'
import { MIN_PRINT_DPI } from '@/lib/shop/design-print/design/preflight-types'
import type { ShopCurrency } from '@/lib/shop/sales/pricing/shop-currency'
import { croppedImageStyle } from '@/components/photo-products/cropped-image'
import { PrintChoices } from './print-choices'
import type { PrintsAction } from './prints-state'
import styles from './photo-prints.module.css'

export interface PrintRowProps {
  index: number
  page: Page
  item: PhotoPrintItem
  info: PrintPhotoInfo | undefined
  unitPrice: number | null
  locale: LocaleCode
  currency: ShopCurrency
  dispatch: Dispatch<PrintsAction>
  onCrop: (index: number) => void
}

/**
 * One print: its picture as it will be cut (crop, border), format, paper, border and copies, the
 * price of one print, and a warning when the photo has too few pixels for the size. A memo row fed
 * the print's own page and item, so editing one of 200 prints re-renders that one.
 */
export const PrintRow = memo(function PrintRow(props: PrintRowProps) {
  const { index, page, item, info, unitPrice, locale, currency, dispatch, onCrop } = props
  const t = useTranslations('PhotoPrints')
  const [copies, setCopies] = useState<string | null>(null)
  const layer = page.layers[0]
  const size = page.sizeMm
  if (layer?.type !== 'photo' || !size) return null
  const dpi =
    info?.widthPx && info.heightPx
      ? effectiveDpi({ widthPx: info.widthPx, heightPx: info.heightPx }, layer.crop, layer)
      : null
  const lowRes = dpi !== null && dpi < MIN_PRINT_DPI
  const set = (patch: Partial<PhotoPrintItem>) => dispatch({ type: 'item', index, patch })
  const n = index + 1

  return (
    <li
      className={styles.item}
      data-testid="photoprints-item"
      data-page-id={page.id}
      data-low-res={String(lowRes)}
    >
      <div
        className={styles.preview}
        style={{ aspectRatio: `${size.width} / ${size.height}` }}
        aria-label={t('item.photo', { n })}
        role="img"
      >
        <div
          className={styles.photoBox}
          style={{
            left: `${(layer.x / size.width) * 100}%`,
            top: `${(layer.y / size.height) * 100}%`,
            width: `${(layer.width / size.width) * 100}%`,
            height: `${(layer.height / size.height) * 100}%`,
          }}
        >
          {info && (
            // eslint-disable-next-line @next/next/no-img-element -- the upload's own small picture, placed by its crop
            <img
              src={info.thumbUrl}
              alt=""
              loading="lazy"
              decoding="async"
              className={styles.photo}
              style={croppedImageStyle(layer.crop)}
            />
          )}
        </div>
      </div>
      <div className={styles.choices}>
        <p className={styles.itemTitle}>
          <strong>{t('item.photo', { n })}</strong>
          {unitPrice !== null && (
            <span className={styles.hint}>
              {' '}
              · {t('item.each', { price: formatMoney(unitPrice, locale, currency) })}
            </span>
          )}
        </p>
        <PrintChoices value={item} locale={locale} testIdPrefix="photoprints" onChange={set} />
        <label className={`${styles.field} ${styles.copies}`}>
          <span>{t('item.copies')}</span>
          <input
            type="number"
            inputMode="numeric"
            min={1}
            max={PHOTO_PRINT_MAX_COPIES}
            data-testid="photoprints-copies"
            value={copies ?? String(item.copies)}
            onChange={(e) => {
              setCopies(e.target.value)
              const value = Number(e.target.value)
              if (Number.isInteger(value) && value >= 1 && value <= PHOTO_PRINT_MAX_COPIES)
                set({ copies: value })
            }}
            onBlur={() => setCopies(null)}
          />
        </label>
        <div className={styles.actions}>
          <button
            type="button"
            className={styles.secondary}
            data-testid="photoprints-crop"
            onClick={() => onCrop(index)}
          >
            {t('item.crop')}
          </button>
          <button
            type="button"
            className={styles.secondary}
            data-testid="photoprints-remove"
            onClick={() => dispatch({ type: 'remove', index })}
          >
            {t('item.remove')}
          </button>
        </div>
        {lowRes && (
          <p className={styles.warning} data-testid="photoprints-low-res">
            {t('item.lowRes', { dpi: Math.floor(dpi) })}
          </p>
        )}
      </div>
    </li>
  )
})
