'use client'

import { useTranslations } from 'next-intl'
import { useState, type FormEvent } from 'react'
import { setCalendarSpec } from '@/lib/editor/actions/set-calendar-spec'
import type { CalendarEvent, CalendarSpec } from '@/lib/shop/design-print/design/calendar-spec'
import { useEditorStore } from '../editor-context'
import { isValidEventDay, yearOfMonth } from './event-date'
import formStyles from '../pages/photo-product-form.module.css'
import styles from './calendar.module.css'

const MAX_EVENTS = 200

/**
 * Birthdays and dates, entered once and printed in their day's cell (the grid reads them from the
 * spec): a birthday every year, a single date only in the year that month has in this calendar.
 */
export function EventsPanel({ spec, monthNames }: { spec: CalendarSpec; monthNames: readonly string[] }) {
  const t = useTranslations('Calendar.events')
  const store = useEditorStore()
  const [label, setLabel] = useState('')
  const [day, setDay] = useState(1)
  const [month, setMonth] = useState(spec.startMonth)
  const [yearly, setYearly] = useState(true)
  const [error, setError] = useState<string | null>(null)
  const year = yearly ? undefined : yearOfMonth(spec, month)

  function add(event: FormEvent) {
    event.preventDefault()
    const text = label.trim()
    if (!text) return setError(t('required'))
    if (!isValidEventDay(day, month, year))
      return setError(t('invalidDay', { day, month: monthNames[month - 1] ?? String(month) }))
    const entry: CalendarEvent = { month, day, label: text, ...(year !== undefined && { year }) }
    if (store.getState().run(setCalendarSpec, { patch: { events: [...spec.events, entry] } })) {
      setLabel('')
      setError(null)
    }
  }

  const remove = (index: number) =>
    store.getState().run(setCalendarSpec, { patch: { events: spec.events.filter((_, i) => i !== index) } })

  return (
    <section className={formStyles.stack} data-testid="calendar-events" aria-label={t('label')}>
      <p className={formStyles.hint}>{t('hint')}</p>
      {spec.events.length === 0 ? (
        <p className={formStyles.hint}>{t('empty')}</p>
      ) : (
        <ul className={styles.list}>
          {spec.events.map((e, i) => (
            <li key={`${e.month}-${e.day}-${e.label}-${i}`}>
              <span>
                {e.day}. {monthNames[e.month - 1]} · {e.label}
                {e.year !== undefined && ` (${t('once', { year: e.year })})`}
              </span>
              <button
                type="button"
                className="button button--ghost"
                aria-label={t('remove', { label: e.label })}
                onClick={() => remove(i)}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      {spec.events.length < MAX_EVENTS ? (
        <form className={formStyles.form} onSubmit={add} noValidate>
          <label className={`${formStyles.field} ${styles.wide}`}>
            {t('text')}
            <input
              type="text"
              aria-label={t('text')}
              value={label}
              maxLength={40}
              onChange={(e) => setLabel(e.target.value)}
            />
          </label>
          <label className={formStyles.field}>
            {t('day')}
            <select aria-label={t('day')} value={day} onChange={(e) => setDay(Number(e.target.value))}>
              {Array.from({ length: 31 }, (_, i) => (
                <option key={i + 1} value={i + 1}>
                  {i + 1}
                </option>
              ))}
            </select>
          </label>
          <label className={formStyles.field}>
            {t('month')}
            <select aria-label={t('month')} value={month} onChange={(e) => setMonth(Number(e.target.value))}>
              {monthNames.map((name, i) => (
                <option key={name} value={i + 1}>
                  {name}
                </option>
              ))}
            </select>
          </label>
          <label className={`${styles.check} ${styles.wide}`}>
            <input type="checkbox" checked={yearly} onChange={(e) => setYearly(e.target.checked)} />
            {t('yearly')}
          </label>
          <button type="submit" className="button button--ghost">
            {t('add')}
          </button>
          {error && (
            <p role="alert" className={styles.wide}>
              {error}
            </p>
          )}
        </form>
      ) : (
        <p className={formStyles.hint}>{t('full', { max: MAX_EVENTS })}</p>
      )}
    </section>
  )
}
