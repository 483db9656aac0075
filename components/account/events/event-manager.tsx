'use client'

import { useTranslations } from 'next-intl'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { useShopClientContext } from '@/components/layout/shop-client-provider'
import { useHydrated } from '@/components/ui/use-hydrated'
import type { EventView } from '@/lib/shop/events/event/schema'
import { EventEditor, type DesignChoice } from './event-editor'
import { sendJson } from './send-json'
import account from '../account.module.css'
import styles from './events.module.css'

type Notice = { kind: 'ok' | 'error'; text: string } | null

function useSend() {
  const t = useTranslations('EventAccount')
  const { brand, locale } = useShopClientContext()
  return <T,>(url: string, method: 'POST' | 'PATCH' | 'DELETE', body?: unknown) =>
    sendJson<T>(url, method, body, { brand, locale, fallback: t('error') })
}

function NoticeLine({ notice }: { notice: Notice }) {
  if (!notice) return null
  return (
    <p
      className={notice.kind === 'ok' ? styles.saved : account.error}
      role={notice.kind === 'ok' ? 'status' : 'alert'}
    >
      {notice.text}
    </p>
  )
}

/** Draft or published, what publishing still needs, and the one button that changes it. */
function PublishPanel({
  view,
  dirty,
  onChange,
}: {
  view: EventView
  dirty: boolean
  onChange: (v: EventView) => void
}) {
  const t = useTranslations('EventAccount')
  const send = useSend()
  const hydrated = useHydrated()
  const [busy, setBusy] = useState(false)
  const [notice, setNotice] = useState<Notice>(null)
  const published = view.state === 'published'

  async function toggle() {
    setBusy(true)
    setNotice(null)
    const sent = await send<EventView>(`/web-api/events/${view.id}/publish`, 'POST', {
      published: !published,
    })
    setBusy(false)
    if (sent.ok) onChange(sent.data)
    else setNotice({ kind: 'error', text: sent.message })
  }

  return (
    <section className={styles.panel} aria-labelledby="event-publish-heading" data-testid="event-publish">
      <h2 id="event-publish-heading">{t('publish.heading')}</h2>
      <p>
        <strong data-testid="event-state">{t('publish.state', { state: t(`states.${view.state}`) })}</strong>
      </p>
      {published ? (
        <p>
          {t('publish.published')}{' '}
          <a href={view.pagePath} target="_blank" rel="noopener">
            {t('publish.pageLink')}
          </a>
        </p>
      ) : view.missingToPublish.length ? (
        <>
          <p>{t('publish.missing')}</p>
          <ul data-testid="event-missing">
            {view.missingToPublish.map((key) => (
              <li key={key}>{t(`missing.${key}`)}</li>
            ))}
          </ul>
        </>
      ) : (
        <p>{t('publish.ready')}</p>
      )}
      {dirty && <p className={account.hint}>{t('publish.saveFirst')}</p>}
      <button
        type="button"
        className={published ? 'button button--ghost' : 'button'}
        disabled={!hydrated || busy || dirty || (!published && view.missingToPublish.length > 0)}
        onClick={() => void toggle()}
      >
        {published ? t('publish.unpublish') : t('publish.publish')}
      </button>
      <NoticeLine notice={notice} />
    </section>
  )
}

/** "Event behalten": keeps the event past the 12 months after its date (the retention mail links here). */
function KeepPanel({ view, onChange }: { view: EventView; onChange: (v: EventView) => void }) {
  const t = useTranslations('EventAccount')
  const send = useSend()
  const hydrated = useHydrated()
  const [notice, setNotice] = useState<Notice>(null)
  const due = view.deletionDue
    ? new Date(`${view.deletionDue}T12:00:00Z`).toLocaleDateString('de-DE', { timeZone: 'UTC' })
    : null

  async function change(keep: boolean) {
    setNotice(null)
    const sent = await send<EventView>(`/web-api/events/${view.id}`, 'PATCH', { keepAfterEvent: keep })
    if (sent.ok) {
      onChange(sent.data)
      setNotice({ kind: 'ok', text: t('keep.saved') })
    } else setNotice({ kind: 'error', text: sent.message })
  }

  return (
    <section className={styles.panel} id="behalten" aria-labelledby="event-keep-heading">
      <h2 id="event-keep-heading">{t('keep.heading')}</h2>
      <label className={`${account.check} ${styles.check}`}>
        <input
          type="checkbox"
          role="switch"
          checked={view.keepAfterEvent}
          disabled={!hydrated}
          onChange={(event) => void change(event.target.checked)}
        />
        <span>{t('keep.label')}</span>
      </label>
      <p className={account.hint}>{due ? t('keep.hint', { date: due }) : t('keep.kept')}</p>
      <NoticeLine notice={notice} />
    </section>
  )
}

/** The page password: set a new one or remove it; the hash never comes back, only whether there is one. */
function PasswordPanel({ view, onChange }: { view: EventView; onChange: (v: EventView) => void }) {
  const t = useTranslations('EventAccount')
  const send = useSend()
  const hydrated = useHydrated()
  const [value, setValue] = useState('')
  const [notice, setNotice] = useState<Notice>(null)

  async function save(password: string | null) {
    setNotice(null)
    const sent = await send<EventView>(`/web-api/events/${view.id}/password`, 'POST', { password })
    if (!sent.ok) return setNotice({ kind: 'error', text: sent.message })
    setValue('')
    onChange(sent.data)
    setNotice({ kind: 'ok', text: password === null ? t('password.removed') : t('password.setDone') })
  }

  return (
    <section className={styles.panel} aria-labelledby="event-password-heading">
      <h2 id="event-password-heading">{t('password.heading')}</h2>
      <p className={account.hint}>{t('password.intro')}</p>
      <p>{view.hasPassword ? t('password.active') : t('password.inactive')}</p>
      <form
        className={styles.inline}
        onSubmit={(event) => {
          event.preventDefault()
          void save(value)
        }}
      >
        <div className={`${account.field} ${styles.field}`}>
          <label htmlFor="event-page-password">{t('password.field')}</label>
          <input
            id="event-page-password"
            type="password"
            autoComplete="new-password"
            value={value}
            onChange={(event) => setValue(event.target.value)}
          />
        </div>
        <div className={styles.actions}>
          <button type="submit" className="button button--ghost" disabled={!hydrated || value === ''}>
            {t('password.set')}
          </button>
          {view.hasPassword && (
            <button
              type="button"
              className="button button--ghost"
              disabled={!hydrated}
              onClick={() => void save(null)}
            >
              {t('password.remove')}
            </button>
          )}
        </div>
      </form>
      <NoticeLine notice={notice} />
    </section>
  )
}

/** "Event löschen": asks once more, then deletes everything and returns to the list. */
function DeletePanel({ view, listHref }: { view: EventView; listHref: string }) {
  const t = useTranslations('EventAccount')
  const send = useSend()
  const hydrated = useHydrated()
  const router = useRouter()
  const [asking, setAsking] = useState(false)
  const [notice, setNotice] = useState<Notice>(null)

  async function remove() {
    const sent = await send<{ deleted: true }>(`/web-api/events/${view.id}`, 'DELETE')
    if (sent.ok) {
      router.push(listHref)
      return router.refresh()
    }
    setNotice({ kind: 'error', text: sent.message })
  }

  return (
    <section className={styles.panel} aria-labelledby="event-delete-heading">
      <h2 id="event-delete-heading">{t('delete.heading')}</h2>
      <p className={account.hint}>{t('delete.intro')}</p>
      {asking ? (
        <div className={styles.actions}>
          <button type="button" className="button" onClick={() => void remove()}>
            {t('delete.confirm', { title: view.title })}
          </button>
          <button type="button" className="button button--ghost" onClick={() => setAsking(false)}>
            {t('delete.cancel')}
          </button>
        </div>
      ) : (
        <button
          type="button"
          className="button button--ghost"
          disabled={!hydrated}
          onClick={() => setAsking(true)}
        >
          {t('delete.button')}
        </button>
      )}
      <NoticeLine notice={notice} />
    </section>
  )
}

/** One event in the account: status and publishing first, then the sections, then password, keep, delete. */
export function EventManager({
  initial,
  designs,
  listHref,
}: {
  initial: EventView
  designs: readonly DesignChoice[]
  listHref: string
}) {
  const [view, setView] = useState(initial)
  const [dirty, setDirty] = useState(false)
  return (
    <div className={styles.manager}>
      <PublishPanel view={view} dirty={dirty} onChange={setView} />
      <EventEditor view={view} designs={designs} onSaved={setView} onDirty={setDirty} />
      <PasswordPanel view={view} onChange={setView} />
      <KeepPanel view={view} onChange={setView} />
      <DeletePanel view={view} listHref={listHref} />
    </div>
  )
}
