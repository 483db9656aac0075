import { getTranslations } from 'next-intl/server'
import { RSVP_LIMITS } from '@/lib/shop/events/rsvp/answer-schema'
import styles from './event-page.module.css'

/**
 * "Namen eingeben" (issue 31 point 4): a plain form to the find endpoint; a match comes back here
 * with the household remembered, anything else with one neutral sentence (never a list of guests).
 */
export async function FindHouseholdForm({
  slug,
  locale,
  notFound,
}: {
  slug: string
  locale: string
  notFound: boolean
}) {
  const t = await getTranslations({ locale, namespace: 'EventPage' })
  return (
    <form
      id="finden"
      className={styles.form}
      method="post"
      action={`/web-api/event-pages/${slug}/find-household`}
      aria-labelledby="finden-titel"
    >
      <h3 id="finden-titel">{t('find.title')}</h3>
      <p className={styles.hint}>{t('find.intro')}</p>
      {notFound && (
        <p className={styles.error} role="alert">
          {t('find.notFound')}
        </p>
      )}
      <div className={styles.names}>
        <label>
          {t('find.firstName')}
          <input name="firstName" required maxLength={RSVP_LIMITS.name} autoComplete="given-name" />
        </label>
        <label>
          {t('find.lastName')}
          <input name="lastName" required maxLength={RSVP_LIMITS.name} autoComplete="family-name" />
        </label>
      </div>
      <button type="submit" className={styles.submit}>
        {t('find.submit')}
      </button>
    </form>
  )
}
