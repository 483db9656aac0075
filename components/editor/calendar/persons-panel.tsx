'use client'

import { useTranslations } from 'next-intl'
import { setCalendarSpec } from '@/lib/editor/actions/set-calendar-spec'
import type { CalendarSpec } from '@/lib/shop/design-print/design/calendar-spec'
import { useEditorStore } from '../editor-context'
import formStyles from '../pages/photo-product-form.module.css'
import styles from './calendar.module.css'

/**
 * The family planner's columns: one per person, named as the shopper types (a typed name is one undo
 * step, not one per letter). At least one column, at most the planner's maximum.
 */
export function PersonsPanel({ spec, maxPersons }: { spec: CalendarSpec; maxPersons: number }) {
  const t = useTranslations('Calendar.persons')
  const store = useEditorStore()
  const set = (persons: string[], coalesce?: string) =>
    store.getState().run(setCalendarSpec, { patch: { persons } }, coalesce ? { coalesce } : undefined)
  return (
    <fieldset className={formStyles.stack} data-testid="calendar-persons">
      <legend>{t('label')}</legend>
      <p className={formStyles.hint}>{t('hint')}</p>
      <ul className={styles.list}>
        {spec.persons.map((name, i) => (
          <li key={i}>
            <label className={formStyles.field} style={{ flex: 1 }}>
              {t('name', { number: i + 1 })}
              <input
                type="text"
                value={name}
                maxLength={24}
                onChange={(e) =>
                  set(
                    spec.persons.map((p, j) => (j === i ? e.target.value : p)),
                    `person-${i}`,
                  )
                }
              />
            </label>
            {spec.persons.length > 1 && (
              <button
                type="button"
                className="button button--ghost"
                aria-label={t('remove', { name })}
                onClick={() => set(spec.persons.filter((_, j) => j !== i))}
              >
                ×
              </button>
            )}
          </li>
        ))}
      </ul>
      {spec.persons.length < maxPersons ? (
        <button
          type="button"
          className="button button--ghost"
          onClick={() => set([...spec.persons, t('next', { number: spec.persons.length + 1 })])}
        >
          {t('add')}
        </button>
      ) : (
        <p className={formStyles.hint}>{t('atMost', { max: maxPersons })}</p>
      )}
    </fieldset>
  )
}
