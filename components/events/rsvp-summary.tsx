import { getTranslations } from 'next-intl/server'
import type { GuestHousehold, GuestSubEvent } from '@/lib/shop/events/rsvp/guest-event'
import styles from './event-page.module.css'

/** The household's stored answer, person by person: the confirmation after saving and later visits. */
export async function RsvpSummary({
  household,
  subEvents,
  heading,
  locale,
}: {
  household: GuestHousehold
  subEvents: readonly GuestSubEvent[]
  heading: string
  locale: string
}) {
  const t = await getTranslations({ locale, namespace: 'EventPage' })
  return (
    <div className={styles.summary} data-testid="rsvp-summary">
      <h3>{heading}</h3>
      <ul>
        {household.members.map((member) => {
          // In the couple's order of the sub-events, not the order the answers were stored in.
          const answered = subEvents.some((subEvent) => subEvent.id in member.attending)
          const parts = subEvents
            .filter((subEvent) => member.attending[subEvent.id] === true)
            .map((subEvent) => subEvent.name)
          const extras = [
            member.mealChoice,
            ...member.diets.map((diet) => t(`diets.${diet}`)),
            member.allergies,
          ].filter(Boolean)
          return (
            <li key={member.id}>
              <strong>{[member.firstName, member.lastName].filter(Boolean).join(' ')}</strong>:{' '}
              {!answered
                ? t('rsvp.open')
                : parts.length
                  ? t('rsvp.attends', { parts: parts.join(', ') })
                  : t('rsvp.declines')}
              {parts.length > 0 && extras.length > 0 && <> ({extras.join(', ')})</>}
            </li>
          )
        })}
      </ul>
      {household.songWish && (
        <p>
          {t('rsvp.songWish')}: {household.songWish}
        </p>
      )}
      {household.message && (
        <p>
          {t('rsvp.message')}: {household.message}
        </p>
      )}
    </div>
  )
}
