'use client'

import { useTranslations } from 'next-intl'
import type { CalendarChoices } from '@/lib/api/editor/calendar-choices'
import type { CalendarSpec } from '@/lib/shop/design-print/design/calendar-spec'
import formStyles from '../pages/photo-product-form.module.css'

/**
 * Whose public holidays the grid marks: the country (the shop's by default) and, where holidays differ
 * within it, the Land, canton or US state. Without a region only the nationwide (US: federal) days are
 * marked (ADR 0069, 0100).
 */
export function HolidayRegion({
  spec,
  choices,
  onChange,
}: {
  spec: CalendarSpec
  choices: CalendarChoices
  onChange: (patch: Partial<CalendarSpec>) => void
}) {
  const t = useTranslations('Calendar.holidays')
  const country = choices.holidayCountries.find((c) => c.key === spec.holidays.country)
  return (
    <fieldset className={formStyles.stack} data-testid="calendar-holiday-region">
      <legend>{t('label')}</legend>
      <label className={formStyles.field}>
        {t('country')}
        <select
          value={spec.holidays.country}
          onChange={(e) =>
            onChange({
              holidays: { country: e.target.value as CalendarSpec['holidays']['country'], region: null },
            })
          }
        >
          {choices.holidayCountries.map((c) => (
            <option key={c.key} value={c.key}>
              {t(`countries.${c.key}`)}
            </option>
          ))}
        </select>
      </label>
      {country && country.regions.length > 0 && (
        <label className={formStyles.field}>
          {t('region')}
          <select
            value={spec.holidays.region ?? ''}
            onChange={(e) => onChange({ holidays: { country: country.key, region: e.target.value || null } })}
          >
            <option value="">{t('regionAll')}</option>
            {country.regions.map((r) => (
              <option key={r.key} value={r.key}>
                {r.name}
              </option>
            ))}
          </select>
        </label>
      )}
      <p className={formStyles.hint}>{spec.holidays.country === 'US' ? t('usHint') : t('hint')}</p>
    </fieldset>
  )
}
