'use client'

import { useTranslations } from 'next-intl'
import type { UploadSummary } from '@/lib/shop/design-print/uploads/schema'
import styles from './pages.module.css'
import { photoDragProps } from './use-photo-drag'

/**
 * The shopper's photos beside a multi-page product: drag one onto a page or a slot, or tap it (the
 * phone's way) and then tap where it goes. Photos already placed are marked, so a set is easy to use
 * up without repeats. Thumbnails (320 px, not the 2000 px preview) load lazily: a book’s set can be a hundred photos and more.
 */
export function PhotoTray({
  uploads,
  onPick,
  used,
  picked = null,
}: {
  uploads: readonly UploadSummary[]
  /** Tapped: the profile remembers it and places it at the next slot or page tapped. */
  onPick: (upload: UploadSummary | null) => void
  /** Asset ids placed somewhere in the document. */
  used: ReadonlySet<string>
  picked?: string | null
}) {
  const t = useTranslations('PhotoEditor.tray')
  const photos = uploads.filter((u) => u.kind === 'photo' && u.widthPx && u.heightPx)
  return (
    <section data-testid="photo-tray" aria-label={t('label')}>
      {photos.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <ul className={styles.tray}>
          {photos.map((upload, index) => (
            <li key={upload.id}>
              <button
                type="button"
                className={styles.trayPhoto}
                aria-pressed={picked === upload.id}
                // A used photo's name ends with the mark it shows, so what is read matches what is seen.
                aria-label={
                  used.has(upload.id)
                    ? `${t('pick', { name: index + 1 })}, ${t('used')}`
                    : t('pick', { name: index + 1 })
                }
                onClick={() => onPick(picked === upload.id ? null : upload)}
                data-testid="tray-photo"
                data-upload-id={upload.id}
                data-used={used.has(upload.id)}
                {...photoDragProps({ kind: 'upload', uploadId: upload.id })}
              >
                {/* eslint-disable-next-line @next/next/no-img-element -- a private preview, not an optimisable asset */}
                <img src={upload.thumbUrl} alt="" loading="lazy" decoding="async" />
                {used.has(upload.id) && <span className={styles.usedMark}>{t('used')}</span>}
              </button>
            </li>
          ))}
        </ul>
      )}
      {picked && <p role="status">{t('picked')}</p>}
    </section>
  )
}
