'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslations } from 'next-intl'
import { useRouter } from 'next/navigation'
import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { useShopClientContext } from '@/components/layout/shop-client-provider'
import { useHydrated } from '@/components/ui/use-hydrated'
import {
  createEventSchema,
  EVENT_LOCALES,
  EVENT_OCCASIONS,
  type EventView,
} from '@/lib/shop/events/event/schema'
import { EVENT_ID_SLOT } from './event-form-values'
import { sendJson } from './send-json'
import styles from '@/components/account/account.module.css'

type Input = z.input<typeof createEventSchema>
type Output = z.output<typeof createEventSchema>

/** "Neues Event anlegen": occasion, title, date and the page's language; then on to the event's page. */
export function EventCreateForm({ eventHref }: { eventHref: string }) {
  const t = useTranslations('EventAccount')
  const { brand, locale } = useShopClientContext()
  const hydrated = useHydrated()
  const router = useRouter()
  const id = useId()
  const [formError, setFormError] = useState<string | null>(null)
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(createEventSchema),
    defaultValues: { occasion: 'hochzeit', title: '', eventDate: '', locale: 'de-DE' },
  })
  const { errors, isSubmitting } = form.formState

  const submit = form.handleSubmit(async (values) => {
    setFormError(null)
    const sent = await sendJson<EventView>('/web-api/events', 'POST', values, {
      brand,
      locale,
      fallback: t('error'),
    })
    if (sent.ok) return router.push(eventHref.replace(EVENT_ID_SLOT, sent.data.id))
    const field = sent.field as keyof Input | undefined
    if (field && field in values) form.setError(field, { message: sent.message }, { shouldFocus: true })
    else setFormError(sent.message)
  })

  const errorOf = (name: keyof Input) => errors[name]?.message
  const described = (name: keyof Input) => (errorOf(name) ? `${id}-${name}-error` : undefined)
  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="event-create">
      <h2>{t('create.heading')}</h2>
      <div className={styles.field}>
        <label htmlFor={`${id}-occasion`}>{t('create.occasion')}</label>
        <select id={`${id}-occasion`} {...form.register('occasion')} aria-describedby={described('occasion')}>
          {EVENT_OCCASIONS.map((key) => (
            <option key={key} value={key}>
              {t(`occasions.${key}`)}
            </option>
          ))}
        </select>
        {errorOf('occasion') && (
          <p id={`${id}-occasion-error`} className={styles.error} role="alert">
            {errorOf('occasion')}
          </p>
        )}
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-title`}>{t('create.title')}</label>
        <input
          id={`${id}-title`}
          {...form.register('title')}
          aria-invalid={Boolean(errorOf('title'))}
          aria-describedby={described('title') ?? `${id}-title-hint`}
        />
        <p id={`${id}-title-hint`} className={styles.hint}>
          {t('create.titleHint')}
        </p>
        {errorOf('title') && (
          <p id={`${id}-title-error`} className={styles.error} role="alert">
            {errorOf('title')}
          </p>
        )}
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-date`}>{t('create.eventDate')}</label>
        <input
          id={`${id}-date`}
          type="date"
          {...form.register('eventDate')}
          aria-invalid={Boolean(errorOf('eventDate'))}
          aria-describedby={described('eventDate')}
        />
        {errorOf('eventDate') && (
          <p id={`${id}-eventDate-error`} className={styles.error} role="alert">
            {errorOf('eventDate')}
          </p>
        )}
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-locale`}>{t('create.locale')}</label>
        <select id={`${id}-locale`} {...form.register('locale')}>
          {EVENT_LOCALES.map((code) => (
            <option key={code} value={code}>
              {t(`locales.${code}`)}
            </option>
          ))}
        </select>
      </div>
      {formError && (
        <p className={styles.error} role="alert">
          {formError}
        </p>
      )}
      <button type="submit" className="button" disabled={!hydrated || isSubmitting}>
        {t('create.submit')}
      </button>
    </form>
  )
}
