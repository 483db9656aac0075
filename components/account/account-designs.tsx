'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { useFormatter, useTranslations } from 'next-intl'
import type { MyDesign } from '@/lib/api/editor/my-designs'
import { prepareClientIntl } from '@/lib/i18n/client-intl'
import styles from './account-designs.module.css'

// Messages and prices formatted while this hydrates find Intl ready (lib/i18n/client-intl.ts).
prepareClientIntl()

/**
 * The saved designs with a thumbnail of what the customer made, a link back into the editor and a
 * delete button (asks first; the list refreshes from the server afterwards).
 */
export function AccountDesigns({ items, editorHref }: { items: MyDesign[]; editorHref: string }) {
  const t = useTranslations('AccountDesigns')
  const format = useFormatter()
  const router = useRouter()
  const [busy, setBusy] = useState<string | null>(null)
  const [failed, setFailed] = useState(false)

  async function remove(id: string) {
    if (!window.confirm(t('confirmDelete'))) return
    setBusy(id)
    setFailed(false)
    const res = await fetch(`/web-api/designs/${id}`, { method: 'DELETE' }).catch(() => null)
    setBusy(null)
    if (!res?.ok) setFailed(true)
    router.refresh()
  }

  if (items.length === 0) return <p data-testid="account-designs-empty">{t('empty')}</p>
  return (
    <>
      {failed && <p role="alert">{t('deleteFailed')}</p>}
      <ul className={styles.grid} data-testid="account-designs">
        {items.map((item) => {
          const name = item.name ?? t('untitled')
          return (
            <li key={item.id} className={styles.item} data-saved-design={item.id}>
              {/* eslint-disable-next-line @next/next/no-img-element -- a personal, uncached thumbnail */}
              <img
                src={`/web-api/designs/${item.id}/preview?rev=${item.revision}`}
                alt={t('preview', { name })}
                width={180}
                height={180}
                loading="lazy"
                className={styles.preview}
              />
              <strong>{name}</strong>
              {item.quantity !== null && <span>{t('quantity', { count: item.quantity })}</span>}
              <small>
                {t('updated', { date: format.dateTime(new Date(item.updatedAt), { dateStyle: 'medium' }) })}
              </small>
              <div className={styles.actions}>
                {/* Calendars and photo books reopen in their configurator (item.href), cards in the editor. */}
                {(item.href !== null || item.designId !== null) && (
                  <a
                    className="button"
                    href={item.href ?? `${editorHref}?design=${item.designId}&saved=${item.id}`}
                  >
                    {t('open')}
                  </a>
                )}
                <button
                  type="button"
                  className="button button--ghost"
                  disabled={busy === item.id}
                  onClick={() => void remove(item.id)}
                >
                  {busy === item.id ? t('deleting') : t('delete')}
                </button>
              </div>
            </li>
          )
        })}
      </ul>
    </>
  )
}
