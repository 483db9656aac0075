import { getTranslations } from 'next-intl/server'
import { DIET_KEYS } from '@/lib/model/events'
import { RSVP_LIMITS } from '@/lib/shop/events/rsvp/answer-schema'
import type {
  GuestHousehold,
  GuestMember,
  GuestEvent,
  GuestSubEvent,
} from '@/lib/shop/events/rsvp/guest-event'
import { RsvpFormEnhancer } from './rsvp-form-enhancer'
import styles from './event-page.module.css'

type T = Awaited<ReturnType<typeof getTranslations<'EventPage'>>>

/**
 * The household's RSVP (issue 31 point 4) as a plain HTML form that posts to the RSVP endpoint, so it
 * works without JavaScript (the endpoint answers a form with a 303 back here); a small island sends it
 * with fetch and shows a refusal next to the button instead. Field names: lib/api/events/rsvp/form.ts.
 */
export async function RsvpForm({
  event,
  household,
  subEvents,
  locale,
}: {
  event: GuestEvent
  household: GuestHousehold
  subEvents: readonly GuestSubEvent[]
  locale: string
}) {
  const t = await getTranslations({ locale, namespace: 'EventPage' })
  const regular = household.members.filter((member) => !member.isPlusOne)
  const plusOnes = household.members.filter((member) => member.isPlusOne)
  const questions = event.questions
  const formId = 'rsvp-form'
  return (
    <form
      id={formId}
      className={styles.form}
      method="post"
      action={`/web-api/event-pages/${event.slug}/rsvp`}
      aria-label={t('rsvp.title')}
    >
      <input type="hidden" name="token" value={household.token} />
      {regular.map((member) => (
        <fieldset key={member.id} className={styles.person}>
          <legend>
            {[member.title, member.firstName, member.lastName].filter(Boolean).join(' ')}
            {member.isChild && <span className={styles.child}> · {t('rsvp.child')}</span>}
          </legend>
          <input type="hidden" name="member" value={member.id} />
          <PersonFields
            prefix={`m.${member.id}`}
            member={member}
            subEvents={subEvents}
            questions={questions}
            t={t}
          />
        </fieldset>
      ))}
      {household.plusOnesAllowed > 0 && (
        <fieldset className={styles.person}>
          <legend>{t('rsvp.plusOnes')}</legend>
          <p className={styles.hint}>{t('rsvp.plusOnesIntro', { count: household.plusOnesAllowed })}</p>
          {Array.from({ length: household.plusOnesAllowed }, (_, index) => {
            const member = plusOnes[index]
            const prefix = `p${index}`
            return (
              <div key={prefix} className={styles.plusOne}>
                <h4>{t('rsvp.plusOne', { number: index + 1 })}</h4>
                <div className={styles.names}>
                  <label>
                    {t('rsvp.firstName')}
                    <input
                      name={`${prefix}.firstName`}
                      defaultValue={member?.firstName ?? ''}
                      maxLength={RSVP_LIMITS.name}
                      autoComplete="off"
                    />
                  </label>
                  <label>
                    {t('rsvp.lastName')}
                    <input
                      name={`${prefix}.lastName`}
                      defaultValue={member?.lastName ?? ''}
                      maxLength={RSVP_LIMITS.name}
                      autoComplete="off"
                    />
                  </label>
                </div>
                <PersonFields
                  prefix={prefix}
                  member={member}
                  subEvents={subEvents}
                  questions={questions}
                  t={t}
                  optional
                />
              </div>
            )
          })}
        </fieldset>
      )}
      {questions.askSongWish && (
        <label className={styles.field}>
          {t('rsvp.songWish')}
          <input name="songWish" defaultValue={household.songWish} maxLength={RSVP_LIMITS.songWish} />
        </label>
      )}
      {questions.freeQuestion && (
        <label className={styles.field}>
          {questions.freeQuestion}
          <textarea
            name="freeAnswer"
            defaultValue={household.freeAnswer}
            maxLength={RSVP_LIMITS.freeAnswer}
            rows={3}
          />
        </label>
      )}
      <label className={styles.field}>
        {t('rsvp.message')}
        <textarea name="message" defaultValue={household.message} maxLength={RSVP_LIMITS.message} rows={3} />
      </label>
      <RsvpFormEnhancer formId={formId} />
      <button type="submit" className={styles.submit}>
        {household.respondedAt ? t('rsvp.change') : t('rsvp.submit')}
      </button>
    </form>
  )
}

function PersonFields({
  prefix,
  member,
  subEvents,
  questions,
  t,
  optional = false,
}: {
  prefix: string
  member: GuestMember | undefined
  subEvents: readonly GuestSubEvent[]
  questions: GuestEvent['questions']
  t: T
  optional?: boolean
}) {
  return (
    <>
      {subEvents.map((subEvent) => {
        const answer = member?.attending[subEvent.id]
        const name = `${prefix}.${subEvent.id}`
        return (
          <div key={subEvent.id} className={styles.choice} role="radiogroup" aria-label={subEvent.name}>
            <span className={styles.choiceName}>{subEvent.name}</span>
            <label>
              <input
                type="radio"
                name={name}
                value="yes"
                defaultChecked={answer === true}
                required={!optional}
              />
              {t('rsvp.yes')}
            </label>
            <label>
              <input
                type="radio"
                name={name}
                value="no"
                defaultChecked={answer === false}
                required={!optional}
              />
              {t('rsvp.no')}
            </label>
          </div>
        )
      })}
      {(questions.mealChoices.length > 0 || questions.askDiet) && (
        <div className={styles.extras}>
          <p className={styles.hint}>{t('rsvp.mealAndDiet')}</p>
          {questions.mealChoices.length > 0 && (
            <label className={styles.field}>
              {t('rsvp.meal')}
              <select name={`${prefix}.meal`} defaultValue={member?.mealChoice ?? ''}>
                <option value="">{t('rsvp.mealNone')}</option>
                {questions.mealChoices.map((meal) => (
                  <option key={meal} value={meal}>
                    {meal}
                  </option>
                ))}
              </select>
            </label>
          )}
          {questions.askDiet && (
            <>
              <fieldset className={styles.diets}>
                <legend>{t('rsvp.diets')}</legend>
                {DIET_KEYS.map((diet) => (
                  <label key={diet}>
                    <input
                      type="checkbox"
                      name={`${prefix}.diet`}
                      value={diet}
                      defaultChecked={member?.diets.includes(diet) ?? false}
                    />
                    {t(`diets.${diet}`)}
                  </label>
                ))}
              </fieldset>
              <label className={styles.field}>
                {t('rsvp.allergies')}
                <input
                  name={`${prefix}.allergies`}
                  defaultValue={member?.allergies ?? ''}
                  maxLength={RSVP_LIMITS.allergies}
                />
              </label>
            </>
          )}
        </div>
      )}
    </>
  )
}
