'use client'

import { useTranslations } from 'next-intl'
import { useFieldArray, useWatch } from 'react-hook-form'
import { EVENT_LIMITS } from '@/lib/shop/events/event/schema'
import { mapSearchUrl } from '@/lib/shop/events/event/map-link'
import { emptySubEvent } from './event-form-values'
import { errorOf, SelectField, TextArea, TextField, type EventForm } from './event-fields'
import account from '../account.module.css'
import styles from './events.module.css'

/** "Programm / Zeitplan": time and label per row. */
export function ScheduleList({ form }: { form: EventForm }) {
  const t = useTranslations('EventAccount')
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'schedule' })
  return (
    <>
      <ol className={styles.rows}>
        {fields.map((field, index) => (
          <li key={field.id} className={styles.row}>
            <TextField form={form} name={`schedule.${index}.time`} label={t('fields.time')} type="time" />
            <TextField form={form} name={`schedule.${index}.label`} label={t('fields.label')} />
            <button type="button" className="button button--ghost" onClick={() => remove(index)}>
              {t('remove')}
            </button>
          </li>
        ))}
      </ol>
      {fields.length < EVENT_LIMITS.schedule && (
        <button
          type="button"
          className="button button--ghost"
          onClick={() => append({ time: '', label: '' })}
        >
          {t('add.schedule')}
        </button>
      )}
    </>
  )
}

/** "Geschenke": registry and gift links (web links only; the API refuses anything else). */
export function GiftLinkList({ form }: { form: EventForm }) {
  const t = useTranslations('EventAccount')
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'giftLinks' })
  return (
    <>
      <ol className={styles.rows}>
        {fields.map((field, index) => (
          <li key={field.id} className={styles.row}>
            <TextField form={form} name={`giftLinks.${index}.label`} label={t('fields.giftLabel')} />
            <TextField form={form} name={`giftLinks.${index}.url`} label={t('fields.giftUrl')} type="url" />
            <button type="button" className="button button--ghost" onClick={() => remove(index)}>
              {t('remove')}
            </button>
          </li>
        ))}
      </ol>
      {fields.length < EVENT_LIMITS.giftLinks && (
        <button type="button" className="button button--ghost" onClick={() => append({ label: '', url: '' })}>
          {t('add.gift')}
        </button>
      )}
    </>
  )
}

function MapLink({ form, index }: { form: EventForm; index: number }) {
  const t = useTranslations('EventAccount')
  const place = useWatch({ control: form.control, name: `subEvents.${index}` })
  const href = place?.city
    ? mapSearchUrl([place.placeName, place.street, `${place.postcode} ${place.city}`, place.country])
    : null
  if (!href) return null
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {t('map')}
    </a>
  )
}

/** "Orte & Teil-Events": each part with its date, times, place and address, and a map link. */
export function SubEventList({ form }: { form: EventForm }) {
  const t = useTranslations('EventAccount')
  const { fields, append, remove, swap } = useFieldArray({
    control: form.control,
    name: 'subEvents',
    keyName: 'key',
  })
  const countries = (['DE', 'AT', 'CH'] as const).map((value) => ({ value, label: t(`countries.${value}`) }))
  const rootError = errorOf(form, 'subEvents.root' as 'subEvents')
  return (
    <>
      <p className={account.hint}>{t('subEventHint')}</p>
      <ol className={styles.subEvents}>
        {fields.map((field, index) => (
          <li key={field.key} className={styles.subEvent} data-testid="sub-event">
            <div className={account.grid}>
              <TextField form={form} name={`subEvents.${index}.name`} label={t('fields.subEventName')} />
              <TextField
                form={form}
                name={`subEvents.${index}.date`}
                label={t('fields.subEventDate')}
                type="date"
              />
              <TextField
                form={form}
                name={`subEvents.${index}.startTime`}
                label={t('fields.startTime')}
                type="time"
              />
              <TextField
                form={form}
                name={`subEvents.${index}.endTime`}
                label={t('fields.endTime')}
                type="time"
              />
              <TextField form={form} name={`subEvents.${index}.placeName`} label={t('fields.placeName')} />
              <TextField form={form} name={`subEvents.${index}.street`} label={t('fields.street')} />
              <TextField form={form} name={`subEvents.${index}.postcode`} label={t('fields.postcode')} />
              <TextField form={form} name={`subEvents.${index}.city`} label={t('fields.city')} />
              <SelectField
                form={form}
                name={`subEvents.${index}.country`}
                label={t('fields.country')}
                options={countries}
              />
            </div>
            <TextArea form={form} name={`subEvents.${index}.note`} label={t('fields.note')} />
            <div className={styles.actions}>
              <MapLink form={form} index={index} />
              {index > 0 && (
                <button type="button" className="button button--ghost" onClick={() => swap(index, index - 1)}>
                  {t('moveUp')}
                </button>
              )}
              <button type="button" className="button button--ghost" onClick={() => remove(index)}>
                {t('remove')}
              </button>
            </div>
          </li>
        ))}
      </ol>
      {rootError && (
        <p className={account.error} role="alert">
          {rootError}
        </p>
      )}
      {fields.length < EVENT_LIMITS.subEvents && (
        <button
          type="button"
          className="button button--ghost"
          onClick={() => append(emptySubEvent(form.getValues('eventDate')))}
        >
          {t('add.subEvent')}
        </button>
      )}
    </>
  )
}
