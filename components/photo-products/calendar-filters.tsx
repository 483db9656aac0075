import Link from '@/components/ui/intent-link'
import { getTranslations } from 'next-intl/server'
import { DESIGN_SORT_KEYS, DESIGN_STYLE_KEYS } from '@/lib/model/design-keys'
import { calendarListSearch, type CalendarListState } from '@/lib/shop/photo-products/calendar/list-state'
import { AutoSubmitForm } from './auto-submit-form'
import styles from './photo-products.module.css'
import { SelectField } from './select-field'

/** The calendar list's filters (type with counts, style) and sort, kept in the URL. */
export async function CalendarFilters({
  action,
  state,
  types,
}: {
  action: string
  state: CalendarListState
  types: readonly { key: string; name: string; count: number }[]
}) {
  const [t, tl] = await Promise.all([getTranslations('PhotoProducts'), getTranslations('CalendarList')])
  const filtered = state.type !== undefined || state.style !== undefined
  return (
    <AutoSubmitForm key={calendarListSearch({ ...state, shown: 0 })} action={action} label={t('filter')}>
      <div className={styles.filters}>
        <SelectField
          name="type"
          label={tl('typeLabel')}
          value={state.type}
          allLabel={t('all')}
          options={types.map((type) => ({ value: type.key, label: `${type.name} (${type.count})` }))}
        />
        <SelectField
          name="style"
          label={t('styleLabel')}
          value={state.style}
          allLabel={t('all')}
          options={DESIGN_STYLE_KEYS.map((key) => ({ value: key, label: t(`style.${key}`) }))}
        />
        <SelectField
          name="sort"
          label={t('sortLabel')}
          value={state.sort}
          options={DESIGN_SORT_KEYS.map((key) => ({ value: key, label: t(`sort.${key}`) }))}
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
