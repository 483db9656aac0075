'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'
import { useForm, useWatch, type FieldPath } from 'react-hook-form'
import { useShopClientContext } from '@/components/layout/shop-client-provider'
import { useHydrated } from '@/components/ui/use-hydrated'
import {
  EVENT_LOCALES,
  EVENT_OCCASIONS,
  updateEventSchema,
  type EventView,
} from '@/lib/shop/events/event/schema'
import { CheckField, SelectField, TextArea, TextField } from './event-fields'
import { formPathOf, formValuesOf, payloadOf, type EventFormValues } from './event-form-values'
import { GiftLinkList, ScheduleList, SubEventList } from './event-lists'
import { EventPhotos } from './event-photos'
import { sendJson } from './send-json'
import account from '../account.module.css'
import styles from './events.module.css'

export interface DesignChoice {
  id: string
  label: string
}

const TIME_ZONES = ['Europe/Berlin', 'Europe/Vienna', 'Europe/Zurich'] as const

/**
 * The event's edit form: every section in one form, saved at once (PATCH; the newest save wins).
 * The same zod schema as the API checks in the browser first, so errors appear at the field as German
 * sentences before anything is sent; what only the server can judge (whose photo) comes back the same way.
 */
export function EventEditor({
  view,
  designs,
  onSaved,
  onDirty,
}: {
  view: EventView
  designs: readonly DesignChoice[]
  onSaved: (view: EventView) => void
  onDirty: (dirty: boolean) => void
}) {
  const t = useTranslations('EventAccount')
  const { brand, locale } = useShopClientContext()
  const hydrated = useHydrated()
  const form = useForm<EventFormValues>({ defaultValues: formValuesOf(view) })
  const [status, setStatus] = useState<{ kind: 'saved' | 'error'; text: string } | null>(null)
  const photos = useWatch({ control: form.control, name: 'photoUploadIds' })

  const showAt = (path: string, message: string) =>
    form.setError(path as FieldPath<EventFormValues>, { message }, { shouldFocus: true })

  const submit = form.handleSubmit(async (values) => {
    setStatus(null)
    form.clearErrors()
    const payload = payloadOf(values)
    const checked = updateEventSchema.safeParse(payload)
    if (!checked.success) {
      for (const issue of [...checked.error.issues].reverse()) showAt(formPathOf(issue.path), issue.message)
      return setStatus({ kind: 'error', text: t('checkFields') })
    }
    const sent = await sendJson<EventView>(`/web-api/events/${view.id}`, 'PATCH', payload, {
      brand,
      locale,
      fallback: t('error'),
    })
    if (!sent.ok) {
      if (sent.field && sent.field !== 'body' && sent.field !== 'published') {
        showAt(formPathOf(sent.field.split('.')), sent.message)
      }
      return setStatus({ kind: 'error', text: sent.message })
    }
    // The answer carries the new sub-events' ids: the next save updates them instead of adding copies.
    form.reset(formValuesOf(sent.data))
    onSaved(sent.data)
    onDirty(false)
    setStatus({ kind: 'saved', text: t('saved') })
  })

  return (
    <form
      className={styles.editor}
      onSubmit={submit}
      onChange={() => onDirty(true)}
      noValidate
      data-testid="event-editor"
    >
      <fieldset className={styles.section}>
        <legend>{t('sections.basics')}</legend>
        <div className={account.grid}>
          <SelectField
            form={form}
            name="occasion"
            label={t('create.occasion')}
            options={EVENT_OCCASIONS.map((key) => ({ value: key, label: t(`occasions.${key}`) }))}
          />
          <TextField form={form} name="title" label={t('create.title')} hint={t('create.titleHint')} />
          <TextField form={form} name="eventDate" label={t('create.eventDate')} type="date" />
          <SelectField
            form={form}
            name="locale"
            label={t('create.locale')}
            options={EVENT_LOCALES.map((code) => ({ value: code, label: t(`locales.${code}`) }))}
          />
          <SelectField
            form={form}
            name="timeZone"
            label={t('fields.timeZone')}
            options={TIME_ZONES.map((zone) => ({ value: zone, label: t(`timeZones.${zone}`) }))}
          />
        </div>
      </fieldset>

      <fieldset className={styles.section}>
        <legend>{t('sections.schedule')}</legend>
        <ScheduleList form={form} />
      </fieldset>

      <fieldset className={styles.section}>
        <legend>{t('sections.places')}</legend>
        <SubEventList form={form} />
      </fieldset>

      <fieldset className={styles.section}>
        <legend>{t('sections.dressCode')}</legend>
        <TextField form={form} name="dressCode" label={t('fields.dressCode')} />
      </fieldset>

      <fieldset className={styles.section}>
        <legend>{t('sections.gifts')}</legend>
        <GiftLinkList form={form} />
      </fieldset>

      <fieldset className={styles.section}>
        <legend>{t('sections.accommodation')}</legend>
        <TextArea form={form} name="accommodation" label={t('fields.accommodation')} />
      </fieldset>

      <fieldset className={styles.section}>
        <legend>{t('sections.photos')}</legend>
        <EventPhotos
          value={photos}
          onChange={(ids) => {
            form.setValue('photoUploadIds', ids, { shouldDirty: true })
            onDirty(true)
          }}
        />
      </fieldset>

      <fieldset className={styles.section}>
        <legend>{t('sections.freeText')}</legend>
        <TextArea form={form} name="freeText" label={t('fields.freeText')} />
      </fieldset>

      <fieldset className={styles.section}>
        <legend>{t('sections.rsvp')}</legend>
        <TextField
          form={form}
          name="rsvpDeadline"
          label={t('fields.rsvpDeadline')}
          hint={t('fields.rsvpDeadlineHint')}
          type="date"
        />
        <TextArea
          form={form}
          name="mealChoices"
          label={t('fields.mealChoices')}
          hint={t('fields.mealChoicesHint')}
        />
        <CheckField form={form} name="askDiet" label={t('fields.askDiet')} />
        <CheckField form={form} name="askSongWish" label={t('fields.askSongWish')} />
        <TextField form={form} name="freeQuestion" label={t('fields.freeQuestion')} />
      </fieldset>

      <fieldset className={styles.section}>
        <legend>{t('sections.design')}</legend>
        {designs.length === 0 && <p className={account.hint}>{t('noDesigns')}</p>}
        <SelectField
          form={form}
          name="savedDesignId"
          label={t('fields.design')}
          options={[
            { value: '', label: t('fields.noDesign') },
            ...designs.map((d) => ({ value: d.id, label: d.label })),
          ]}
        />
      </fieldset>

      <div className={styles.saveBar}>
        <button type="submit" className="button" disabled={!hydrated || form.formState.isSubmitting}>
          {form.formState.isSubmitting ? t('saving') : t('save')}
        </button>
        {status && (
          <p
            className={status.kind === 'saved' ? styles.saved : account.error}
            role={status.kind === 'error' ? 'alert' : 'status'}
          >
            {status.text}
          </p>
        )}
      </div>
    </form>
  )
}
