'use client'

import { useTranslations } from 'next-intl'
import type { Dispatch } from 'react'
import type { LocaleCode } from '@/lib/config/locales'
import type { PhotoPrintDefaults } from '@/lib/shop/photo-products/photo-prints/configurator-query'
import { PrintChoices } from './print-choices'
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
      <PrintChoices value={defaults} locale={locale} testIdPrefix="photoprints-all" onChange={set} />
      <p className={styles.hint}>{t('all.hint')}</p>
    </fieldset>
  )
}
