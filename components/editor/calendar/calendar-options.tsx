'use client'

import { useTranslations } from 'next-intl'
import type { CalendarChoices } from '@/lib/api/editor/calendar-choices'
import type { CalendarSpec } from '@/lib/shop/design-print/design/calendar-spec'
import styles from './calendar.module.css'

/** Hidden fields a reload of the form must keep: where the calendar came from. */
export interface FormKeep {
  saved?: string
  line?: string
  list?: string
}

/**
 * The calendar's options as a real GET form (ADR 0072): before the script has loaded, "Übernehmen"
 * reloads the configurator with the chosen options in the URL (configurator-query.ts reads them);
 * once hydrated, every change goes straight to the document and the URL follows, and the button
 * hides. Only what the type is made in is listed: its sizes and bindings; foil on matt paper only.
 */
export function CalendarOptions({
  spec,
  choices,
  amount,
  action,
  keep,
  hydrated,
  onChange,
  onAmount,
}: {
  spec: CalendarSpec
  choices: CalendarChoices
  amount: number
  action: string
  keep: FormKeep
  hydrated: boolean
  onChange: (patch: Partial<CalendarSpec>) => void
  onAmount: (amount: number) => void
}) {
  const t = useTranslations('Calendar.options')
  const type = choices.types.find((c) => c.key === spec.type) ?? choices.types[0]
  const refinable = choices.refinablePapers.includes(spec.paperType)
  const select = <K extends keyof CalendarSpec>(key: K, parse: (value: string) => CalendarSpec[K]) => ({
    name: key,
    value: String(spec[key]),
    onChange: (e: { target: { value: string } }) =>
      onChange({ [key]: parse(e.target.value) } as Partial<CalendarSpec>),
  })
  return (
    <form method="get" action={action} className={styles.form} data-testid="calendar-form">
      <input type="hidden" name="designGroupId" value={spec.designGroupId} />
      {Object.entries(keep).map(([name, value]) =>
        value ? <input key={name} type="hidden" name={name} value={value} /> : null,
      )}
      <label className={styles.field}>
        {t('type')}
        <select data-testid="calendar-type" {...select('type', (v) => v as CalendarSpec['type'])}>
          {choices.types.map((c) => (
            <option key={c.key} value={c.key}>
              {c.name}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        {t('format')}
        <select
          data-testid="calendar-format"
          {...select('formatType', (v) => v as CalendarSpec['formatType'])}
        >
          {type?.formats.map((f) => (
            <option key={f.key} value={f.key}>
              {f.name}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        {t('mounting')}
        <select
          data-testid="calendar-mounting"
          {...select('mountingType', (v) => v as CalendarSpec['mountingType'])}
        >
          {type?.mountings.map((m) => (
            <option key={m.key} value={m.key}>
              {m.name}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        {t('paper')}
        <select data-testid="calendar-paper" {...select('paperType', (v) => v as CalendarSpec['paperType'])}>
          {choices.papers.map((p) => (
            <option key={p.key} value={p.key}>
              {p.name}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        {t('refinement')}
        <select
          data-testid="calendar-refinement"
          {...select('refinementType', (v) => v as CalendarSpec['refinementType'])}
        >
          {choices.refinements
            .filter((r) => refinable || r.key === 'ohne')
            .map((r) => (
              <option key={r.key} value={r.key}>
                {r.name}
              </option>
            ))}
        </select>
      </label>
      {!refinable && <p className={`${styles.hint} ${styles.wide}`}>{t('refinementHint')}</p>}
      <label className={styles.field}>
        {t('year')}
        <select data-testid="calendar-year" {...select('year', Number)}>
          {choices.years.map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        {t('startMonth')}
        <select data-testid="calendar-start-month" {...select('startMonth', Number)}>
          {choices.monthNames.map((name, i) => (
            <option key={name} value={i + 1}>
              {name}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        {t('months')}
        <select
          data-testid="calendar-months"
          {...select('months', (v) => (v === '13' ? 13 : v === '14' ? 14 : 12))}
        >
          {([12, 13, 14] as const)
            .filter((count) => count === 12 || spec.startMonth !== 1)
            .map((count) => (
              <option key={count} value={count}>
                {t('monthsOption', { count })}
              </option>
            ))}
        </select>
      </label>
      {spec.startMonth === 1 && <p className={`${styles.hint} ${styles.wide}`}>{t('monthsHint')}</p>}
      <fieldset className={`${styles.field} ${styles.wide}`}>
        <legend>{t('accessories')}</legend>
        {choices.accessories.map((a) => (
          <label key={a.key} className={styles.check}>
            <input
              type="checkbox"
              name="accessoryTypes[]"
              value={a.key}
              checked={spec.accessoryTypes.includes(a.key)}
              onChange={(e) =>
                onChange({
                  accessoryTypes: e.target.checked
                    ? choices.accessories
                        .map((x) => x.key)
                        .filter((k) => k === a.key || spec.accessoryTypes.includes(k))
                    : spec.accessoryTypes.filter((k) => k !== a.key),
                })
              }
            />
            {a.name}
          </label>
        ))}
      </fieldset>
      <label className={styles.field}>
        {t('amount')}
        <input
          type="number"
          name="amount"
          data-testid="calendar-amount"
          min={1}
          max={choices.maxAmount}
          value={amount}
          onChange={(e) => {
            const value = Math.trunc(Number(e.target.value))
            if (value >= 1 && value <= choices.maxAmount) onAmount(value)
          }}
        />
      </label>
      {!hydrated && (
        <button type="submit" className="button button--ghost">
          {t('apply')}
        </button>
      )}
    </form>
  )
}
