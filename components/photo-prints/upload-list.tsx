'use client'

import { useLocale, useTranslations } from 'next-intl'
import { memo, useState } from 'react'
import { postPhoto } from '@/lib/editor/upload-request'
import { PHOTO_PRINTS_MAX_ITEMS } from '@/lib/model/photo-print-keys'
import type { UploadSummary } from '@/lib/shop/design-print/uploads/schema'
import { useHydrated } from '@/components/ui/use-hydrated'
import { uploadAll, waitSeconds } from '@/components/editor/pages/upload-queue'
import { worthTryingAgain } from '@/components/editor/panels/upload-refusal'
import styles from './photo-prints.module.css'
import { FilePicker } from '@/components/ui/file-picker'

/** Photos only (a PDF's first page becomes one, ADR 0062), as for calendars and books. */
const ACCEPT =
  'image/jpeg,image/png,image/webp,image/tiff,.tif,.tiff,image/heic,image/heif,.heic,.heif,application/pdf,.pdf'

type FileStatus = 'queued' | 'uploading' | 'done' | 'failed'

interface FileState {
  key: number
  name: string
  status: FileStatus
  /** Share of the bytes sent, 0..1. */
  sent: number
  reason: string | null
}

/**
 * Many photos at once for prints (ADR 0076): every file has its own row with a progress bar and its
 * state; the files go up two at a time through the shared queue (upload-queue.ts: busy answers are
 * retried after the time the server names), and a file the shop refuses shows the server's reason
 * while the others carry on. More files than an order takes are left out, and the page says so.
 */
export function UploadList({
  room,
  onUploaded,
  onBusy,
}: {
  /** How many more photos the order takes. */
  room: number
  onUploaded: (upload: UploadSummary) => void
  /** True while files are queued or going up (the cart waits for them). */
  onBusy: (busy: boolean) => void
}) {
  const t = useTranslations('PhotoPrints.upload')
  const locale = useLocale()
  const hydrated = useHydrated()
  const [files, setFiles] = useState<FileState[]>([])
  const [waiting, setWaiting] = useState(false)
  const [left, setLeft] = useState(0)
  const busy = files.some((f) => f.status === 'queued' || f.status === 'uploading')
  const done = files.filter((f) => f.status === 'done').length

  const update = (key: number, change: Partial<FileState>) =>
    setFiles((all) => all.map((f) => (f.key === key ? { ...f, ...change } : f)))

  async function sendAll(chosen: File[]) {
    const taken = chosen.slice(0, Math.max(0, room))
    setLeft(chosen.length - taken.length)
    if (taken.length === 0) return
    onBusy(true)
    const first = files.length
    const queued = taken.map((file, i) => ({ file, key: first + i }))
    // Prints join the order in the order chosen: a file that comes back early waits for the ones
    // before it (two are in flight, so it waits at most for one), a failed one is skipped.
    const results: (UploadSummary | null | undefined)[] = taken.map(() => undefined)
    let released = 0
    const settle = (index: number, upload: UploadSummary | null) => {
      results[index] = upload
      while (released < results.length && results[released] !== undefined) {
        const next = results[released++]
        if (next) onUploaded(next)
      }
    }
    setFiles((all) => [
      ...all,
      ...queued.map(({ file, key }) => ({
        key,
        name: file.name,
        status: 'queued' as const,
        sent: 0,
        reason: null,
      })),
    ])
    await uploadAll(queued, {
      send: ({ file, key }) => {
        update(key, { status: 'uploading' })
        return postPhoto(file, locale, (sent) => update(key, { sent }))
      },
      retryable: worthTryingAgain,
      wait: waitSeconds,
      onWaiting: () => setWaiting(true),
      onDone: ({ key }, upload) => {
        setWaiting(false)
        update(key, { status: 'done', sent: 1 })
        settle(key - first, upload)
      },
      onFailed: ({ key }, failure) => {
        setWaiting(false)
        const reason = failure.message || (failure.status === 0 ? t('noAnswer') : String(failure.status))
        update(key, { status: 'failed', reason })
        settle(key - first, null)
      },
    })
    onBusy(false)
  }

  return (
    <div className={styles.upload}>
      <label className={styles.picker}>
        <span>{t('label')}</span>
        <FilePicker
          button={t('pick')}
          empty={t('none')}
          multiple
          accept={ACCEPT}
          testId="photoprints-upload"
          disabled={!hydrated || busy || room <= 0}
          onFiles={(files) => void sendAll(files)}
        />
        <small className={styles.hint}>{t('hint', { max: PHOTO_PRINTS_MAX_ITEMS })}</small>
      </label>
      {files.length > 0 && (
        <p role="status" className={styles.hint}>
          {t('summary', { done, total: files.length })}
        </p>
      )}
      {waiting && <p className={styles.hint}>{t('busy')}</p>}
      {left > 0 && (
        <p role="alert" className={styles.error}>
          {t('tooMany', { count: left, max: PHOTO_PRINTS_MAX_ITEMS })}
        </p>
      )}
      {files.length > 0 && (
        // A scrolling box: focusable, so its files can be scrolled by keyboard too.
        <ul className={styles.files} aria-label={t('list')} tabIndex={0}>
          {files.map((file) => (
            <FileRow key={file.key} file={file} />
          ))}
        </ul>
      )}
    </div>
  )
}

const FileRow = memo(function FileRow({ file }: { file: FileState }) {
  const t = useTranslations('PhotoPrints.upload')
  return (
    <li data-testid="photoprints-file" data-name={file.name} data-state={file.status} className={styles.file}>
      <span className={styles.fileName}>{file.name}</span>
      {file.status === 'failed' ? (
        // A full bar would read as done: a refused file shows no progress.
        <span />
      ) : (
        <progress max={1} value={file.status === 'done' ? 1 : file.sent} aria-label={file.name} />
      )}
      <span className={styles.fileState}>{t(`state.${file.status}`)}</span>
      {file.reason !== null && (
        <span role="alert" className={styles.error}>
          {t('failed', { name: file.name, reason: file.reason })}
        </span>
      )}
    </li>
  )
})
