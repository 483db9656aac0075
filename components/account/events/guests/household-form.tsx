'use client'

import { useTranslations } from 'next-intl'
import { useId, useState } from 'react'
import type { HouseholdInput, HouseholdView } from '@/lib/shop/events/guests/schema'
import styles from './guests.module.css'

export type SubEventChoice = { id: string; name: string }
type Member = HouseholdInput['members'][number]

/** The schema's salutations, spelled here so the client bundle does not pull in the database schema. */
const MEMBER_SALUTATIONS = [
  'herr',
  'frau',
  'divers',
  'keine',
] as const satisfies readonly Member['salutation'][]

const blankMember = (): Member => ({
  salutation: 'keine',
  title: '',
  firstName: '',
  lastName: '',
  isChild: false,
})

/** The form's values from a household (plus-ones the guests named are not the couple's to edit). */
export function formValuesOf(
  view: HouseholdView | null,
  subEvents: readonly SubEventChoice[],
): HouseholdInput {
  if (!view) {
    return {
      name: '',
      salutationStyle: 'sie',
      addresseeOverride: null,
      street: '',
      street2: '',
      postcode: '',
      city: '',
      country: 'DE',
      email: null,
      tags: [],
      plusOnesAllowed: 0,
      subEventIds: subEvents.map((s) => s.id),
      members: [blankMember()],
    }
  }
  // Only the input's fields: the API refuses unknown keys (id, token, derived lines).
  return {
    name: view.name,
    salutationStyle: view.salutationStyle,
    addresseeOverride: view.addresseeOverride,
    street: view.street,
    street2: view.street2,
    postcode: view.postcode,
    city: view.city,
    country: view.country,
    email: view.email,
    tags: view.tags,
    plusOnesAllowed: view.plusOnesAllowed,
    subEventIds: view.subEventIds,
    members: view.members
      .filter((m) => !m.isPlusOne)
      .map((m) => ({
        salutation: m.salutation,
        title: m.title,
        firstName: m.firstName,
        lastName: m.lastName,
        isChild: m.isChild,
        tableName: m.tableName ?? null,
      })),
  }
}

/** Add or edit one household: people with salutation, title, child; address, e-mail, groups, invitations. */
export function HouseholdForm({
  initial,
  subEvents,
  recipientLine,
  busy,
  error,
  onSave,
  onCancel,
}: {
  initial: HouseholdInput
  subEvents: readonly SubEventChoice[]
  recipientLine: string | null
  busy: boolean
  error: string | null
  onSave: (values: HouseholdInput) => void
  onCancel: () => void
}) {
  const t = useTranslations('EventGuests.form')
  const tl = useTranslations('EventGuests')
  const id = useId()
  const [values, setValues] = useState(initial)
  const [tags, setTags] = useState(initial.tags.join(', '))
  const set = <K extends keyof HouseholdInput>(key: K, value: HouseholdInput[K]) =>
    setValues((v) => ({ ...v, [key]: value }))
  const setMember = (index: number, patch: Partial<Member>) =>
    set(
      'members',
      values.members.map((m, i) => (i === index ? { ...m, ...patch } : m)),
    )
  const text = (
    key: 'name' | 'street' | 'street2' | 'postcode' | 'city' | 'country',
    label: string,
    auto?: string,
  ) => (
    <div className={styles.field}>
      <label htmlFor={`${id}-${key}`}>{label}</label>
      <input
        id={`${id}-${key}`}
        value={values[key]}
        autoComplete={auto ?? 'off'}
        onChange={(e) => set(key, e.target.value)}
      />
    </div>
  )

  return (
    <form
      className={styles.form}
      onSubmit={(e) => {
        e.preventDefault()
        const cleaned = tags
          .split(',')
          .map((tag) => tag.trim())
          .filter(Boolean)
        onSave({ ...values, tags: cleaned })
      }}
      noValidate
    >
      <div className={styles.field}>
        <label htmlFor={`${id}-name`}>{t('name')}</label>
        <input id={`${id}-name`} value={values.name} required onChange={(e) => set('name', e.target.value)} />
        <small>{t('nameHint')}</small>
      </div>
      <fieldset className={styles.group}>
        <legend>{t('members')}</legend>
        {values.members.map((member, index) => (
          <div key={index} className={styles.member} data-testid="member">
            <div className={styles.field}>
              <label htmlFor={`${id}-m${index}-salutation`}>{t('salutation')}</label>
              <select
                id={`${id}-m${index}-salutation`}
                value={member.salutation}
                onChange={(e) => setMember(index, { salutation: e.target.value as Member['salutation'] })}
              >
                {MEMBER_SALUTATIONS.map((s) => (
                  <option key={s} value={s}>
                    {t(s)}
                  </option>
                ))}
              </select>
            </div>
            <div className={styles.field}>
              <label htmlFor={`${id}-m${index}-title`}>{t('titleField')}</label>
              <input
                id={`${id}-m${index}-title`}
                value={member.title}
                onChange={(e) => setMember(index, { title: e.target.value })}
              />
            </div>
            <div className={styles.field}>
              <label htmlFor={`${id}-m${index}-first`}>{t('firstName')}</label>
              <input
                id={`${id}-m${index}-first`}
                value={member.firstName}
                onChange={(e) => setMember(index, { firstName: e.target.value })}
              />
            </div>
            <div className={styles.field}>
              <label htmlFor={`${id}-m${index}-last`}>{t('lastName')}</label>
              <input
                id={`${id}-m${index}-last`}
                value={member.lastName}
                onChange={(e) => setMember(index, { lastName: e.target.value })}
              />
            </div>
            <div className={styles.field}>
              <label htmlFor={`${id}-m${index}-table`}>{t('table')}</label>
              <input
                id={`${id}-m${index}-table`}
                value={member.tableName ?? ''}
                inputMode="text"
                onChange={(e) => setMember(index, { tableName: e.target.value })}
              />
            </div>
            <label className={styles.check}>
              <input
                type="checkbox"
                checked={member.isChild}
                onChange={(e) => setMember(index, { isChild: e.target.checked })}
              />
              {t('child')}
            </label>
            <button
              type="button"
              className={styles.ghost}
              onClick={() =>
                set(
                  'members',
                  values.members.filter((_, i) => i !== index),
                )
              }
            >
              {t('removeMember')}
            </button>
          </div>
        ))}
        <button
          type="button"
          className={styles.ghost}
          onClick={() => set('members', [...values.members, blankMember()])}
        >
          {t('addMember')}
        </button>
      </fieldset>
      <fieldset className={styles.group}>
        <legend>{t('style')}</legend>
        <div className={styles.inline}>
          {(['sie', 'du'] as const).map((style) => (
            <label key={style} className={styles.check}>
              <input
                type="radio"
                name={`${id}-style`}
                checked={values.salutationStyle === style}
                onChange={() => set('salutationStyle', style)}
              />
              {t(style)}
            </label>
          ))}
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-override`}>{t('override')}</label>
          <input
            id={`${id}-override`}
            value={values.addresseeOverride ?? ''}
            onChange={(e) => set('addresseeOverride', e.target.value || null)}
          />
          {recipientLine && <small>{t('overrideHint', { line: recipientLine })}</small>}
        </div>
      </fieldset>
      <div className={styles.pair}>
        {text('street', t('street'), 'street-address')}
        {text('street2', t('street2'))}
        {text('postcode', t('postcode'), 'postal-code')}
        {text('city', t('city'), 'address-level2')}
        {text('country', t('country'))}
        <div className={styles.field}>
          <label htmlFor={`${id}-email`}>{t('email')}</label>
          <input
            id={`${id}-email`}
            type="email"
            value={values.email ?? ''}
            onChange={(e) => set('email', e.target.value || null)}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-tags`}>{t('tags')}</label>
          <input id={`${id}-tags`} value={tags} onChange={(e) => setTags(e.target.value)} />
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-plus`}>{t('plusOnes')}</label>
          <input
            id={`${id}-plus`}
            type="number"
            min={0}
            max={10}
            inputMode="numeric"
            value={values.plusOnesAllowed}
            onChange={(e) => set('plusOnesAllowed', Number(e.target.value) || 0)}
          />
        </div>
      </div>
      {subEvents.length > 0 && (
        <fieldset className={styles.group}>
          <legend>{t('subEvents')}</legend>
          <div className={styles.inline}>
            {subEvents.map((s) => (
              <label key={s.id} className={styles.check}>
                <input
                  type="checkbox"
                  checked={values.subEventIds.includes(s.id)}
                  onChange={(e) =>
                    set(
                      'subEventIds',
                      e.target.checked
                        ? [...values.subEventIds, s.id]
                        : values.subEventIds.filter((x) => x !== s.id),
                    )
                  }
                />
                {s.name}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <div className={styles.inline}>
        <button type="submit" className={styles.primary} disabled={busy}>
          {tl('save')}
        </button>
        <button type="button" className={styles.ghost} onClick={onCancel}>
          {tl('cancel')}
        </button>
      </div>
    </form>
  )
}
