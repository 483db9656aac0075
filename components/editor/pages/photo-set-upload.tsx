'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useState } from 'react'
import { postPhoto } from '@/lib/editor/upload-request'
import type { UploadSummary } from '@/lib/shop/design-print/uploads/schema'
import { useHydrated } from '@/components/ui/use-hydrated'
import { worthTryingAgain } from '../panels/upload-refusal'
import controls from '../controls.module.css'
import { uploadAll, waitSeconds } from './upload-queue'
import { FilePicker } from '@/components/ui/file-picker'

/** Photos only: a calendar or book is made of pictures (a PDF's first page becomes one, ADR 0062). */
const ACCEPT =
  'image/jpeg,image/png,image/webp,image/tiff,.tif,.tiff,image/heic,image/heif,.heic,.heif,application/pdf,.pdf'

interface Progress {
  total: number
  done: number
  waiting: boolean
  failures: { name: string; message: string }[]
}

/**
 * Many photos at once for a calendar or photo book (ADR 0072): the shopper picks a whole set, the
 * photos go up two at a time (upload-queue.ts), each one appears as soon as it is in, and a file
 * the shop refuses is named with the server's own reason while the rest carry on.
 */
export function PhotoSetUpload({
  onUploaded,
  onFinished,
}: {
  onUploaded: (upload: UploadSummary) => void
  /** After the last file: the uploads that went through, in the order chosen. */
  onFinished?: (uploads: UploadSummary[]) => void
}) {
  const t = useTranslations('PhotoEditor.upload')
  const locale = useLocale()
  const hydrated = useHydrated()
  const [progress, setProgress] = useState<Progress | null>(null)
  const busy = progress !== null && progress.done + progress.failures.length < progress.total

  async function sendAll(files: File[]) {
    setProgress({ total: files.length, done: 0, waiting: false, failures: [] })
    const uploaded: { index: number; upload: UploadSummary }[] = []
    await uploadAll(files, {
      send: (file) => postPhoto(file, locale),
      retryable: worthTryingAgain,
      wait: waitSeconds,
      onWaiting: () => setProgress((p) => p && { ...p, waiting: true }),
      onDone: (file, upload) => {
        uploaded.push({ index: files.indexOf(file), upload })
        setProgress((p) => p && { ...p, done: p.done + 1, waiting: false })
        onUploaded(upload)
      },
      onFailed: (file, failure) =>
        setProgress(
          (p) =>
            p && {
              ...p,
              waiting: false,
              failures: [
                ...p.failures,
                { name: file.name, message: failure.message || String(failure.status) },
              ],
            },
        ),
    })
    onFinished?.(uploaded.sort((a, b) => a.index - b.index).map((u) => u.upload))
  }

  return (
    <div className={controls.stack} data-testid="photo-set-upload">
      <label className={controls.field}>
        <span>{t('label')}</span>
        <FilePicker
          button={t('pick')}
          empty={t('none')}
          multiple
          accept={ACCEPT}
          disabled={!hydrated || busy}
          onFiles={(files) => void sendAll(files)}
        />
        <small>{t('hint')}</small>
      </label>
      {progress && (
        <>
          <label style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
            <span role="status">{t('progress', { done: progress.done, total: progress.total })}</span>
            <progress max={progress.total} value={progress.done + progress.failures.length} />
          </label>
          {progress.waiting && <p className={controls.hint}>{t('busy')}</p>}
          {progress.failures.length > 0 && (
            <ul role="alert" data-testid="upload-error" className={controls.issueList}>
              {progress.failures.map((f, i) => (
                <li key={i} className={controls.error}>
                  {t('failed', { name: f.name, reason: f.message })}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  )
}
