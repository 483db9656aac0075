'use client'

import { useTranslations } from 'next-intl'
import { useRouter } from 'next/navigation'
import { Fragment, useState } from 'react'
import { useShopClientContext } from '@/components/layout/shop-client-provider'
import type { HouseholdInput, HouseholdView } from '@/lib/shop/events/guests/schema'
import { callGuests } from './guest-api'
import { GuestImport } from './guest-import'
import { formValuesOf, HouseholdForm, type SubEventChoice } from './household-form'
import styles from './guests.module.css'

type Editing = { id: string | 'new' } | null

/**
 * The guest list: one table that is a table on a desktop and a list of cards on a phone (CSS only),
 * a household edited in place (its row opens the form), added below, imported and exported.
 */
export function GuestListManager({
  eventId,
  initial,
  subEvents,
}: {
  eventId: string
  initial: HouseholdView[]
  subEvents: SubEventChoice[]
}) {
  const t = useTranslations('EventGuests')
  const tc = useTranslations('EventGuests.columns')
  const router = useRouter()
  const { brand, locale } = useShopClientContext()
  const [households, setHouseholds] = useState(initial)
  const [editing, setEditing] = useState<Editing>(null)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const context = { brand, locale, fallback: t('failed') }
  const base = `/web-api/events/${eventId}/guests`
  const people = households.reduce((n, h) => n + h.members.length, 0)
  const invitedTo = (h: HouseholdView) => {
    if (subEvents.length === 0) return ''
    if (h.subEventIds.length === 0) return t('noSubEvents')
    if (h.subEventIds.length === subEvents.length) return t('allSubEvents')
    return subEvents
      .filter((s) => h.subEventIds.includes(s.id))
      .map((s) => s.name)
      .join(', ')
  }

  async function save(values: HouseholdInput) {
    if (!editing) return
    setBusy(true)
    setError(null)
    const answer =
      editing.id === 'new'
        ? await callGuests<HouseholdView>(base, 'POST', values, context)
        : await callGuests<HouseholdView>(`${base}/${editing.id}`, 'PUT', values, context)
    setBusy(false)
    if (!answer.ok) return setError(answer.message)
    const saved = answer.data
    setHouseholds((list) =>
      editing.id === 'new' ? [...list, saved] : list.map((h) => (h.id === saved.id ? saved : h)),
    )
    setEditing(null)
    setNotice(t('saved'))
  }

  async function remove(h: HouseholdView) {
    if (!window.confirm(t('removeConfirm', { name: h.name }))) return
    const answer = await callGuests<{ removed: true }>(`${base}/${h.id}`, 'DELETE', undefined, context)
    if (!answer.ok) return setNotice(answer.message)
    setHouseholds((list) => list.filter((x) => x.id !== h.id))
  }

  async function renew(h: HouseholdView) {
    if (!window.confirm(t('renewConfirm', { name: h.name }))) return
    const answer = await callGuests<HouseholdView>(`${base}/${h.id}/rsvp-link`, 'POST', {}, context)
    if (!answer.ok) return setNotice(answer.message)
    setHouseholds((list) => list.map((x) => (x.id === h.id ? answer.data : x)))
    setNotice(t('renewed', { name: h.name }))
  }

  async function copy(h: HouseholdView) {
    await navigator.clipboard.writeText(h.rsvpLink)
    setNotice(t('copied', { name: h.name }))
  }

  async function reload() {
    const response = await fetch(base, { headers: { channel: brand, locale } })
    if (response.ok) setHouseholds(((await response.json()) as { items: HouseholdView[] }).items)
    router.refresh()
  }

  const form = (view: HouseholdView | null) => (
    <HouseholdForm
      initial={formValuesOf(view, subEvents)}
      subEvents={subEvents}
      recipientLine={view?.recipientLine ?? null}
      busy={busy}
      error={error}
      onSave={(values) => void save(values)}
      onCancel={() => {
        setEditing(null)
        setError(null)
      }}
    />
  )

  return (
    <div className={styles.manager}>
      <p>{t('intro')}</p>
      <p className={styles.inline}>
        <strong>{t('count', { households: households.length, people })}</strong>
        <span>
          {t('export')}{' '}
          <a href={`${base}/export?format=xlsx`} download>
            Excel
          </a>{' '}
          ·{' '}
          <a href={`${base}/export?format=csv`} download>
            CSV
          </a>
        </span>
      </p>
      {notice && (
        <p className={styles.saved} role="status">
          {notice}
        </p>
      )}
      {households.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <table className={styles.table} data-testid="guest-table">
          <thead>
            <tr>
              <th scope="col">{tc('household')}</th>
              <th scope="col">{tc('people')}</th>
              <th scope="col">{tc('address')}</th>
              <th scope="col">{tc('email')}</th>
              <th scope="col">{tc('tags')}</th>
              {subEvents.length > 0 && <th scope="col">{tc('subEvents')}</th>}
              <th scope="col">{tc('actions')}</th>
            </tr>
          </thead>
          <tbody>
            {households.map((h) => (
              <Fragment key={h.id}>
                <tr data-testid="household">
                  <th scope="row" data-label={tc('household')}>
                    <span className={styles.name}>{h.name}</span>
                    <small>{h.recipientLine}</small>
                    <small data-testid="salutation">
                      {t('style', { style: h.salutationStyle })}: {h.letterSalutation}
                    </small>
                    {h.respondedAt && <small className={styles.badge}>{t('answered')}</small>}
                    <small className={styles.wrap}>
                      {t('link')}: <span data-testid="rsvp-link">{h.rsvpLink}</span>
                    </small>
                  </th>
                  <td data-label={tc('people')}>
                    {h.members
                      .map((m) => {
                        const name = [m.title, m.firstName, m.lastName].filter(Boolean).join(' ')
                        return m.tableName ? t('atTable', { name, table: m.tableName }) : name
                      })
                      .join(', ')}
                    {h.plusOnesAllowed > 0 && <small> {t('plusOnes', { count: h.plusOnesAllowed })}</small>}
                  </td>
                  <td data-label={tc('address')}>
                    {[h.street, h.street2, [h.postcode, h.city].filter(Boolean).join(' ')]
                      .filter(Boolean)
                      .join(', ')}
                  </td>
                  <td data-label={tc('email')} className={styles.wrap}>
                    {h.email}
                  </td>
                  <td data-label={tc('tags')}>{h.tags.join(', ')}</td>
                  {subEvents.length > 0 && <td data-label={tc('subEvents')}>{invitedTo(h)}</td>}
                  <td data-label={tc('actions')} className={styles.actions}>
                    <button type="button" className={styles.ghost} onClick={() => setEditing({ id: h.id })}>
                      {t('edit')}
                      <span className={styles.hidden}> {h.name}</span>
                    </button>
                    <button type="button" className={styles.ghost} onClick={() => void copy(h)}>
                      {t('copyLink')}
                      <span className={styles.hidden}> {h.name}</span>
                    </button>
                    <button type="button" className={styles.ghost} onClick={() => void renew(h)}>
                      {t('renewLink')}
                      <span className={styles.hidden}> {h.name}</span>
                    </button>
                    <button type="button" className={styles.ghost} onClick={() => void remove(h)}>
                      {t('remove')}
                      <span className={styles.hidden}> {h.name}</span>
                    </button>
                  </td>
                </tr>
                {editing?.id === h.id && (
                  <tr className={styles.editRow}>
                    <td colSpan={subEvents.length > 0 ? 7 : 6}>
                      <h3>{t('form.editTitle')}</h3>
                      {form(h)}
                    </td>
                  </tr>
                )}
              </Fragment>
            ))}
          </tbody>
        </table>
      )}
      {editing?.id === 'new' ? (
        <section className={styles.panel}>
          <h2>{t('form.addTitle')}</h2>
          {form(null)}
        </section>
      ) : (
        <p>
          <button type="button" className={styles.primary} onClick={() => setEditing({ id: 'new' })}>
            {t('add')}
          </button>
        </p>
      )}
      <GuestImport eventId={eventId} onImported={() => void reload()} />
    </div>
  )
}
