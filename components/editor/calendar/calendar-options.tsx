'use client'

import { useTranslations } from 'next-intl'
import type { CalendarChoices } from '@/lib/api/editor/calendar-choices'
import type { CalendarSpec } from '@/lib/shop/design-print/design/calendar-spec'
import { SelectField } from '@/components/photo-products/select-field'
import formStyles from '../pages/photo-product-form.module.css'
import styles from './calendar.module.css'

/** The selects' test ids where they differ from the spec field's name. */
const TEST_IDS: Partial<Record<keyof CalendarSpec, string>> = {
  formatType: 'format',
  mountingType: 'mounting',
  paperType: 'paper',
  refinementType: 'refinement',
  startMonth: 'start-month',
}

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
  // A select named and filled as the URL names the spec field (calendar-format, calendar-start-month …).
  const select = <K extends keyof CalendarSpec>(key: K, parse: (value: string) => CalendarSpec[K]) => ({
    className: formStyles.field,
    name: key,
    testId: `calendar-${TEST_IDS[key] ?? key}`,
    value: String(spec[key]),
    onChange: (value: string) => onChange({ [key]: parse(value) } as Partial<CalendarSpec>),
  })
  return (
    <form method="get" action={action} className={formStyles.form} data-testid="calendar-form">
      <input type="hidden" name="designGroupId" value={spec.designGroupId} />
      {Object.entries(keep).map(([name, value]) =>
        value ? <input key={name} type="hidden" name={name} value={value} /> : null,
      )}
      <SelectField
        {...select('type', (v) => v as CalendarSpec['type'])}
        label={t('type')}
        options={choices.types.map((c) => ({ value: c.key, label: c.name }))}
      />
      <SelectField
        {...select('formatType', (v) => v as CalendarSpec['formatType'])}
        label={t('format')}
        options={(type?.formats ?? []).map((f) => ({ value: f.key, label: f.name }))}
      />
      <SelectField
        {...select('mountingType', (v) => v as CalendarSpec['mountingType'])}
        label={t('mounting')}
        options={(type?.mountings ?? []).map((m) => ({ value: m.key, label: m.name }))}
      />
      <SelectField
        {...select('paperType', (v) => v as CalendarSpec['paperType'])}
        label={t('paper')}
        options={choices.papers.map((p) => ({ value: p.key, label: p.name }))}
      />
      <SelectField
        {...select('refinementType', (v) => v as CalendarSpec['refinementType'])}
        label={t('refinement')}
        options={choices.refinements
          .filter((r) => refinable || r.key === 'ohne')
          .map((r) => ({ value: r.key, label: r.name }))}
      />
      {!refinable && <p className={`${formStyles.hint} ${styles.wide}`}>{t('refinementHint')}</p>}
      <SelectField
        {...select('year', Number)}
        label={t('year')}
        options={choices.years.map((year) => ({ value: year, label: String(year) }))}
      />
      <SelectField
        {...select('startMonth', Number)}
        label={t('startMonth')}
        options={choices.monthNames.map((name, i) => ({ value: i + 1, label: name }))}
      />
      <SelectField
        {...select('months', (v) => (v === '13' ? 13 : v === '14' ? 14 : 12))}
        label={t('months')}
        options={([12, 13, 14] as const)
          .filter((count) => count === 12 || spec.startMonth !== 1)
          .map((count) => ({ value: count, label: t('monthsOption', { count }) }))}
      />
      {spec.startMonth === 1 && <p className={`${formStyles.hint} ${styles.wide}`}>{t('monthsHint')}</p>}
      <fieldset className={`${formStyles.field} ${styles.wide}`}>
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
      <label className={formStyles.field}>
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
