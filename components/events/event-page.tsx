import { getTranslations } from 'next-intl/server'
import { mapSearchUrl } from '@/lib/shop/events/event/map-link'
import type { GuestEventView, GuestSubEvent } from '@/lib/shop/events/rsvp/guest-event'
import { answeredOn, longDate, shortDate } from './event-dates'
import { EventLookStyle, lookVariables } from './event-look'
import { FindHouseholdForm } from './find-household-form'
import { RsvpForm } from './rsvp-form'
import { RsvpSummary } from './rsvp-summary'
import styles from './event-page.module.css'

/** The motif's width on the page (CSS px); the picture is drawn at twice that. */
const MOTIF_CSS_WIDTH = 240

export interface EventPageProps {
  view: GuestEventView
  locale: string
  preview: boolean
  open: boolean
  lastDay: string
  /** From the address: a saved answer (?antwort=gespeichert), a name not found (?suche=ohne-treffer). */
  saved: boolean
  notFoundByName: boolean
}

/**
 * The public event page (issue 31 point 2): a server component in the look of the couple's
 * invitation. It shows the sub-events the visitor's household is invited to (without a household,
 * those everyone is invited to), places with a plain map link, the couple's texts and photos, and the
 * RSVP: the household's answer and the form (plain HTML, works without JavaScript), or finding one's
 * invitation by name.
 */
export async function EventPage({
  view,
  locale,
  preview,
  open,
  lastDay,
  saved,
  notFoundByName,
}: EventPageProps) {
  const t = await getTranslations({ locale, namespace: 'EventPage' })
  const { event, household, subEvents, photos, look } = view
  const details = event.details
  return (
    <article className={styles.page} style={lookVariables(look)}>
      <EventLookStyle look={look} />
      {preview && <p className={styles.preview}>{t('preview')}</p>}
      <header className={styles.hero}>
        {look.motif && (
          // The couple's own card, drawn on request: a plain img (no optimiser route for it).
          // eslint-disable-next-line @next/next/no-img-element
          <img
            className={styles.motif}
            src={`/web-api/event-pages/${event.slug}/motif`}
            alt={t('motifAlt', { title: event.title })}
            width={MOTIF_CSS_WIDTH}
            height={Math.round(MOTIF_CSS_WIDTH * look.motifRatio)}
            decoding="async"
          />
        )}
        {household && <p className={styles.kicker}>{t('invitationFor', { name: household.name })}</p>}
        <h1 className={styles.title}>{event.title}</h1>
        <p className={styles.date}>{longDate(event.eventDate, locale)}</p>
      </header>

      <section className={styles.section} aria-labelledby="programm">
        <h2 id="programm">{t('program')}</h2>
        {subEvents.length === 0 ? (
          <p>{t('noProgram')}</p>
        ) : (
          <ol className={styles.subEvents}>
            {subEvents.map((subEvent) => (
              <SubEvent key={subEvent.id} subEvent={subEvent} locale={locale} mapLabel={t('map')} />
            ))}
          </ol>
        )}
      </section>

      {details.schedule.length > 0 && (
        <section className={styles.section} aria-labelledby="ablauf">
          <h2 id="ablauf">{t('schedule')}</h2>
          <dl className={styles.schedule}>
            {details.schedule.map((item, index) => (
              <div key={index}>
                <dt>{item.time}</dt>
                <dd>{item.label}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}

      {details.dressCode && <TextSection id="dresscode" title={t('dressCode')} text={details.dressCode} />}
      {details.freeText && <TextSection id="gut-zu-wissen" title={t('about')} text={details.freeText} />}
      {details.accommodation && (
        <TextSection id="unterkuenfte" title={t('accommodation')} text={details.accommodation} />
      )}

      {details.giftLinks.length > 0 && (
        <section className={styles.section} aria-labelledby="geschenke">
          <h2 id="geschenke">{t('gifts')}</h2>
          <ul className={styles.links}>
            {details.giftLinks.map((link, index) => (
              <li key={index}>
                <a href={link.url} rel="noopener noreferrer nofollow" target="_blank">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}

      {photos.length > 0 && (
        <section className={styles.section} aria-labelledby="fotos">
          <h2 id="fotos">{t('photos')}</h2>
          <div className={styles.photos}>
            {photos.map((photo, index) => (
              // The upload's stored preview (already sized for screens), served by the uploads route.
              // eslint-disable-next-line @next/next/no-img-element
              <img
                key={photo.id}
                src={`/web-api/uploads/${photo.id}/preview`}
                alt={t('photoAlt', { number: index + 1, title: event.title })}
                width={photo.widthPx ?? 4}
                height={photo.heightPx ?? 3}
                loading="lazy"
                decoding="async"
              />
            ))}
          </div>
        </section>
      )}

      <section className={styles.section} id="antwort" aria-labelledby="antwort-titel">
        <h2 id="antwort-titel">{t('rsvp.title')}</h2>
        {saved && household && (
          <p className={styles.saved} role="status">
            {t('rsvp.saved')}
          </p>
        )}
        {open && <p>{t('rsvp.deadline', { date: shortDate(lastDay, locale) })}</p>}
        {household ? (
          <>
            {household.respondedAt && (
              <RsvpSummary
                household={household}
                subEvents={subEvents}
                heading={t('rsvp.answeredAt', {
                  date: answeredOn(household.respondedAt, locale, event.timeZone),
                })}
                locale={locale}
              />
            )}
            {open ? (
              <RsvpForm event={event} household={household} subEvents={subEvents} locale={locale} />
            ) : (
              !preview && (
                <p className={styles.closed}>{t('rsvp.closed', { date: shortDate(lastDay, locale) })}</p>
              )
            )}
          </>
        ) : (
          !preview && <FindHouseholdForm slug={event.slug} locale={locale} notFound={notFoundByName} />
        )}
      </section>
    </article>
  )
}

function SubEvent({
  subEvent,
  locale,
  mapLabel,
}: {
  subEvent: GuestSubEvent
  locale: string
  mapLabel: string
}) {
  const time = [subEvent.startTime, subEvent.endTime].filter(Boolean).join('–')
  const address = [subEvent.street, [subEvent.postcode, subEvent.city].filter(Boolean).join(' ')].filter(
    Boolean,
  )
  const map = mapSearchUrl([
    subEvent.placeName,
    subEvent.street,
    subEvent.postcode,
    subEvent.city,
    subEvent.country,
  ])
  return (
    <li className={styles.subEvent}>
      <h3>{subEvent.name}</h3>
      <p className={styles.when}>
        {shortDate(subEvent.date, locale)}
        {time && <> · {time}</>}
      </p>
      {(subEvent.placeName || address.length > 0) && (
        <address className={styles.place}>
          {subEvent.placeName && <strong>{subEvent.placeName}</strong>}
          {address.map((line) => (
            <span key={line}>{line}</span>
          ))}
        </address>
      )}
      {map && (
        <a href={map} rel="noopener noreferrer nofollow" target="_blank">
          {mapLabel}
        </a>
      )}
      {subEvent.note && <p className={styles.note}>{subEvent.note}</p>}
    </li>
  )
}

function TextSection({ id, title, text }: { id: string; title: string; text: string }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <p className={styles.text}>{text}</p>
    </section>
  )
}
