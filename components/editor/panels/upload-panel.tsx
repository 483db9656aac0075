'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useState, type DragEvent } from 'react'
import { placeUpload } from '@/lib/editor/actions/place-upload'
import { postWithProgress } from '@/lib/editor/upload-request'
import { useHydrated } from '@/components/ui/use-hydrated'
import type { UploadSummary } from '@/lib/shop/design-print/uploads/schema'
import { useEditor, useEditorStore } from '../editor-context'
import styles from '../controls.module.css'
import { UploadProgress } from './upload-progress'
import { uploadRefusalHint, worthTryingAgain, type UploadRefusalHint } from './upload-refusal'
import { FilePicker } from '@/components/ui/file-picker'

type Purpose = 'photo' | 'layout'
const PURPOSES: readonly Purpose[] = ['photo', 'layout']
type Status =
  | { kind: 'idle' }
  | { kind: 'uploading'; fraction: number; name: string }
  /** `retry`: the refused file, when sending it again later may well work (busy shop, no answer). */
  | { kind: 'error'; message: string; hint: UploadRefusalHint; retry: File | null }

const ACCEPT: Record<Purpose, string> = {
  // A PDF's first page becomes the photo (ADR 0062).
  photo:
    'image/jpeg,image/png,image/webp,image/tiff,.tif,.tiff,image/heic,image/heif,.heic,.heif,application/pdf,.pdf',
  layout: 'application/pdf,image/png,image/svg+xml,.pdf,.png,.svg',
}

/**
 * Photos and own layouts: pick or drop a file, watch the bytes go up, and find it on the canvas: a
 * photo fills the selected photo slot (or becomes a new photo), a layout or logo becomes a layer.
 * The server checks the content and answers refusals with a message for the customer in the shop's
 * language (the locale header), shown as is; when the shop was only busy, the customer can send the
 * same file again with one click.
 */
export function UploadPanel({
  uploads,
  onUploaded,
  purposes = PURPOSES,
  onPlace,
}: {
  uploads: readonly UploadSummary[]
  onUploaded: (upload: UploadSummary) => void
  /** What the product takes: wall art takes photos only. */
  purposes?: readonly Purpose[]
  /** How a product other than the card puts the file in (wall art fills its one photo). */
  onPlace?: (upload: UploadSummary) => void
}) {
  const hydrated = useHydrated()
  const t = useTranslations('EditorPanels.upload')
  const locale = useLocale()
  const store = useEditorStore()
  const selected = useEditor((s) => s.scene.selectedId)
  const [purpose, setPurpose] = useState<Purpose>(purposes[0] ?? 'photo')
  const [status, setStatus] = useState<Status>({ kind: 'idle' })
  const [dragging, setDragging] = useState(false)

  function place(upload: UploadSummary, name: string) {
    if (onPlace) return onPlace(upload)
    store.getState().run(placeUpload, {
      assetId: upload.id,
      kind: upload.kind,
      widthPx: upload.widthPx,
      heightPx: upload.heightPx,
      widthMm: upload.widthMm,
      heightMm: upload.heightMm,
      name: name.slice(0, 40) || t(upload.kind === 'photo' ? 'photoName' : 'layoutName'),
    })
  }

  async function send(file: File) {
    setStatus({ kind: 'uploading', fraction: 0, name: file.name })
    const form = new FormData()
    form.set('purpose', purpose)
    form.set('file', file)
    const outcome = await postWithProgress<UploadSummary>(
      '/web-api/uploads',
      form,
      (fraction) => setStatus({ kind: 'uploading', fraction, name: file.name }),
      { locale },
    )
    if (!outcome.ok) {
      return setStatus({
        kind: 'error',
        message: outcome.message || t('failed', { status: outcome.status }),
        hint: uploadRefusalHint(outcome, file),
        retry: worthTryingAgain(outcome) ? file : null,
      })
    }
    setStatus({ kind: 'idle' })
    onUploaded(outcome.body)
    place(outcome.body, file.name.replace(/\.[a-z0-9]+$/i, ''))
  }

  function onDrop(event: DragEvent) {
    event.preventDefault()
    setDragging(false)
    const file = event.dataTransfer.files[0]
    if (file) void send(file)
  }

  return (
    <div className={styles.stack} data-testid="upload-panel">
      <fieldset className={styles.field}>
        <legend>{t('purpose')}</legend>
        <div className={styles.row} hidden={purposes.length < 2}>
          {purposes.map((p) => (
            <button
              key={p}
              type="button"
              className={styles.toggle}
              aria-pressed={purpose === p}
              onClick={() => setPurpose(p)}
            >
              {t(`purposes.${p}`)}
            </button>
          ))}
        </div>
        <small>{t(`accepts.${purpose}`)}</small>
      </fieldset>
      <label
        className={styles.field}
        onDragOver={(event) => {
          event.preventDefault()
          setDragging(true)
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-dragging={dragging}
        style={{
          border: `2px dashed ${dragging ? 'var(--color-primary)' : '#cfcac5'}`,
          borderRadius: 8,
          padding: 12,
        }}
      >
        <FilePicker
          button={t('pick')}
          empty={t('noFile')}
          accept={ACCEPT[purpose]}
          // Where the panel comes with the page's HTML (the wall-art tool), a file picked before the
          // scripts ran would have no handler and be lost: the picker waits for them.
          disabled={!hydrated || status.kind === 'uploading'}
          onFiles={([file]) => {
            if (file) void send(file)
          }}
        />
        <small>{t('drop')}</small>
      </label>
      {purpose === 'photo' && !onPlace && (
        <p className={styles.hint}>{selected ? t('intoSelection') : t('asNewLayer')}</p>
      )}
      {status.kind === 'uploading' && (
        <UploadProgress fraction={status.fraction} label={t('uploading', { name: status.name })} />
      )}
      {status.kind === 'error' && (
        <div role="alert" data-testid="upload-error">
          <p>{status.message}</p>
          {status.hint && <p>{t(`hints.${status.hint}`)}</p>}
          {status.retry && <RetryButton file={status.retry} label={t('retry')} onRetry={send} />}
        </div>
      )}
      {uploads.length > 0 && (
        <section>
          <h3 className={styles.hint}>{t('mine')}</h3>
          <ul className={styles.row} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {uploads.map((upload) => (
              <li key={upload.id}>
                <button
                  type="button"
                  className={styles.secondary}
                  onClick={() => place(upload, '')}
                  aria-label={t('placeAgain')}
                  data-upload={upload.id}
                >
                  {/* eslint-disable-next-line @next/next/no-img-element -- a private preview, not an optimisable asset */}
                  <img src={upload.previewUrl} alt="" width={56} height={56} style={{ objectFit: 'cover' }} />
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  )
}

function RetryButton({
  file,
  label,
  onRetry,
}: {
  file: File
  label: string
  onRetry: (file: File) => Promise<void>
}) {
  return (
    <button type="button" className={styles.secondary} onClick={() => void onRetry(file)}>
      {label}
    </button>
  )
}
