'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'
import { useShopClientContext } from '@/components/layout/shop-client-provider'
import { uploadAll, waitSeconds } from '@/components/editor/pages/upload-queue'
import { worthTryingAgain } from '@/components/editor/panels/upload-refusal'
import { postPhoto } from '@/lib/editor/upload-request'
import type { UploadSummary } from '@/lib/shop/design-print/uploads/schema'
import { EVENT_LIMITS } from '@/lib/shop/events/event/schema'
import account from '../account.module.css'
import styles from './events.module.css'

const ACCEPT = 'image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif'

/**
 * The event page's photos, chosen from the customer's uploads (the same uploads and upload queue as
 * the design tool and photo prints: nothing is stored twice); new photos go up through /web-api/uploads.
 */
export function EventPhotos({ value, onChange }: { value: string[]; onChange: (ids: string[]) => void }) {
  const t = useTranslations('EventAccount.photos')
  const { locale } = useShopClientContext()
  const [uploads, setUploads] = useState<UploadSummary[]>([])
  const [busy, setBusy] = useState(false)
  const [problems, setProblems] = useState<string[]>([])

  useEffect(() => {
    let live = true
    void fetch('/web-api/uploads')
      .then((r) => (r.ok ? (r.json() as Promise<{ uploads: UploadSummary[] }>) : { uploads: [] }))
      .then((body) => {
        if (live) setUploads(body.uploads.filter((u) => u.kind === 'photo'))
      })
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [])

  const full = value.length >= EVENT_LIMITS.photos
  const toggle = (id: string) =>
    onChange(value.includes(id) ? value.filter((v) => v !== id) : full ? value : [...value, id])

  async function send(files: File[]) {
    setBusy(true)
    setProblems([])
    const added: string[] = []
    await uploadAll(files, {
      send: (file) => postPhoto(file, locale),
      retryable: worthTryingAgain,
      wait: waitSeconds,
      onDone: (_file, upload) => {
        setUploads((all) => [upload, ...all.filter((u) => u.id !== upload.id)])
        added.push(upload.id)
      },
      onFailed: (file, failure) =>
        setProblems((all) => [...all, t('failed', { name: file.name, reason: failure.message })]),
    })
    onChange([...value, ...added].slice(0, EVENT_LIMITS.photos))
    setBusy(false)
  }

  return (
    <div className={styles.photos}>
      <p className={account.hint}>{t('intro')}</p>
      <label className="button button--ghost">
        {busy ? t('uploading') : t('upload')}
        <input
          type="file"
          accept={ACCEPT}
          multiple
          className="visually-hidden"
          disabled={busy}
          onChange={(event) => {
            const files = [...(event.target.files ?? [])]
            event.target.value = ''
            if (files.length) void send(files)
          }}
        />
      </label>
      {problems.map((problem) => (
        <p key={problem} className={account.error} role="alert">
          {problem}
        </p>
      ))}
      {full && <p className={account.hint}>{t('limit')}</p>}
      {uploads.length === 0 ? (
        <p className={account.hint}>{t('none')}</p>
      ) : (
        <ul className={styles.photoGrid}>
          {uploads.map((upload, index) => (
            <li key={upload.id}>
              <label className={styles.photo}>
                <input
                  type="checkbox"
                  checked={value.includes(upload.id)}
                  disabled={!value.includes(upload.id) && full}
                  onChange={() => toggle(upload.id)}
                  aria-label={t('choose', { number: index + 1 })}
                />
                {/* eslint-disable-next-line @next/next/no-img-element -- the customer's own thumbnail, no optimiser */}
                <img src={upload.thumbUrl} alt="" width={96} height={96} loading="lazy" />
              </label>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
