import Link from '@/components/ui/intent-link'
import { getTranslations } from 'next-intl/server'
import { ASPECT_RATIO_KEYS, DESIGN_STYLE_KEYS } from '@/lib/model/design-keys'
import type { PhotobookOverviewState } from '@/lib/shop/photo-products/photobook/overview-state'
import { AutoSubmitForm } from './auto-submit-form'
import styles from './photo-products.module.css'
import { SelectField } from './select-field'

/** The photo book overview's filters (spec: aspect ratio and style), kept in the URL. */
export async function PhotobookFilters({ action, state }: { action: string; state: PhotobookOverviewState }) {
  const t = await getTranslations('PhotoProducts')
  const filtered = state.aspectRatio !== undefined || state.style !== undefined
  const ratio = (value: string, label: string) => (
    <label className={styles.ratio} key={value}>
      <input
        type="radio"
        name="aspectRatio"
        value={value}
        defaultChecked={(state.aspectRatio ?? '') === value}
      />
      {label}
    </label>
  )
  return (
    <AutoSubmitForm key={`${state.aspectRatio}-${state.style}`} action={action} label={t('filter')}>
      <div className={styles.filters}>
        <fieldset className={styles.ratios}>
          <legend>{t('aspectRatioLabel')}</legend>
          {ratio('', t('all'))}
          {ASPECT_RATIO_KEYS.map((key) => ratio(key, t(`aspectRatio.${key}`)))}
        </fieldset>
        <SelectField
          name="style"
          label={t('styleLabel')}
          value={state.style}
          allLabel={t('all')}
          options={DESIGN_STYLE_KEYS.map((key) => ({ value: key, label: t(`style.${key}`) }))}
        />
        <button type="submit" className="button button--ghost">
          {t('apply')}
        </button>
        {filtered && (
          <Link href={action} className={styles.back} scroll={false}>
            {t('reset')}
          </Link>
        )}
      </div>
    </AutoSubmitForm>
  )
}
