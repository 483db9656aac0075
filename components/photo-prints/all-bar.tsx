'use client'

import { useTranslations } from 'next-intl'
import type { Dispatch } from 'react'
import type { LocaleCode } from '@/lib/config/locales'
import {
  PHOTO_PRINT_BORDERS,
  PHOTO_PRINT_FORMAT_KEYS,
  PHOTO_PRINT_PAPER_KEYS,
} from '@/lib/model/photo-print-keys'
import type { PhotoPrintDefaults } from '@/lib/shop/photo-products/photo-prints/configurator-query'
import { formatName } from './print-row'
import type { PrintsAction } from './prints-state'
import styles from './photo-prints.module.css'

/**
 * "Für alle": one format, paper or border for every print at once, and for the photos uploaded
 * next. Each row can still be changed on its own afterwards.
 */
export function AllBar({
  defaults,
  locale,
  dispatch,
}: {
  defaults: PhotoPrintDefaults
  locale: LocaleCode
  dispatch: Dispatch<PrintsAction>
}) {
  const t = useTranslations('PhotoPrints')
  const set = (patch: Partial<PhotoPrintDefaults>) => dispatch({ type: 'all', patch })
  return (
    <fieldset className={styles.allBar}>
      <legend>{t('all.title')}</legend>
      <label className={styles.field}>
        <span>{t('item.format')}</span>
        <select
          data-testid="photoprints-all-format"
          value={defaults.format}
          onChange={(e) => set({ format: e.target.value as PhotoPrintDefaults['format'] })}
        >
          {PHOTO_PRINT_FORMAT_KEYS.map((format) => (
            <option key={format} value={format}>
              {formatName(format, locale)}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        <span>{t('item.paper')}</span>
        <select
          data-testid="photoprints-all-paper"
          value={defaults.paper}
          onChange={(e) => set({ paper: e.target.value as PhotoPrintDefaults['paper'] })}
        >
          {PHOTO_PRINT_PAPER_KEYS.map((paper) => (
            <option key={paper} value={paper}>
              {t(`papers.${paper}`)}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        <span>{t('item.border')}</span>
        <select
          data-testid="photoprints-all-border"
          value={defaults.border}
          onChange={(e) => set({ border: e.target.value as PhotoPrintDefaults['border'] })}
        >
          {PHOTO_PRINT_BORDERS.map((border) => (
            <option key={border} value={border}>
              {t(`borders.${border}`)}
            </option>
          ))}
        </select>
      </label>
      <p className={styles.hint}>{t('all.hint')}</p>
    </fieldset>
  )
}
