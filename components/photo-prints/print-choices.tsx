'use client'

import { useTranslations } from 'next-intl'
import { lengthUnitOf, type LocaleCode } from '@/lib/config/locales'
import { formatSize } from '@/lib/i18n/length'
import {
  PHOTO_PRINT_BORDERS,
  PHOTO_PRINT_FORMAT_KEYS,
  PHOTO_PRINT_FORMAT_SIZES_MM,
  PHOTO_PRINT_PAPER_KEYS,
  type PhotoPrintFormatKey,
} from '@/lib/model/photo-print-keys'
import type { PhotoPrintItem } from '@/lib/shop/design-print/design/photo-prints-spec'
import styles from './photo-prints.module.css'

export function formatName(format: PhotoPrintFormatKey, locale: LocaleCode): string {
  const [width, height] = PHOTO_PRINT_FORMAT_SIZES_MM[format]
  return formatSize(width, height, lengthUnitOf(locale), locale)
}

type PrintChoice = Pick<PhotoPrintItem, 'format' | 'paper' | 'border'>

/**
 * Format, paper and border of a print: the same three selects serve one print's row and the
 * "Für alle" bar, which differ only in their test ids and in what a change is applied to.
 */
export function PrintChoices({
  value,
  locale,
  testIdPrefix,
  onChange,
}: {
  value: PrintChoice
  locale: LocaleCode
  testIdPrefix: string
  onChange: (patch: Partial<PrintChoice>) => void
}) {
  const t = useTranslations('PhotoPrints')
  return (
    <>
      <label className={styles.field}>
        <span>{t('item.format')}</span>
        <select
          data-testid={`${testIdPrefix}-format`}
          value={value.format}
          onChange={(e) => onChange({ format: e.target.value as PrintChoice['format'] })}
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
          data-testid={`${testIdPrefix}-paper`}
          value={value.paper}
          onChange={(e) => onChange({ paper: e.target.value as PrintChoice['paper'] })}
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
          data-testid={`${testIdPrefix}-border`}
          value={value.border}
          onChange={(e) => onChange({ border: e.target.value as PrintChoice['border'] })}
        >
          {PHOTO_PRINT_BORDERS.map((border) => (
            <option key={border} value={border}>
              {t(`borders.${border}`)}
            </option>
          ))}
        </select>
      </label>
    </>
  )
}
