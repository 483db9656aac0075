'use client'

import { useTranslations } from 'next-intl'
import { useMemo } from 'react'
import { placePhotoInSlot } from '@/lib/editor/actions/place-photo-in-slot'
import { selectPage } from '@/lib/editor/actions/select-page'
import { updateLayer } from '@/lib/editor/actions/update-layer'
import { LID_PHOTO_ID, LID_TITLE_ID, PHOTOBOX_LID_ID } from '@/lib/shop/design-print/design/photobox'
import { DESIGN_LIMITS } from '@/lib/shop/design-print/design/limits'
import type { UploadSummary } from '@/lib/shop/design-print/uploads/schema'
import { useEditor, useEditorStore } from '../editor-context'
import { PhotoSetUpload } from '../pages/photo-set-upload'
import { PhotoTray } from '../pages/photo-tray'
import type { useUploads } from '../use-uploads'
import formStyles from '../pages/photo-product-form.module.css'
import styles from './photobox.module.css'

/**
 * The lid tab (ADR 0075): a photo for the lid (tap one of the shopper's photos; on the canvas it is
 * moved and zoomed like any photo slot) and the lid's text, written here and placed on the canvas.
 */
export function PhotoboxLid({ uploads }: { uploads: ReturnType<typeof useUploads> }) {
  const t = useTranslations('Photobox.lid')
  const store = useEditorStore()
  const lid = useEditor((s) => s.scene.document.pages.find((p) => p.id === PHOTOBOX_LID_ID))
  const photo = lid?.layers.find((l) => l.id === LID_PHOTO_ID)
  const title = lid?.layers.find((l) => l.id === LID_TITLE_ID)
  const used = useMemo(
    () => new Set(photo?.type === 'photo' && photo.assetId ? [photo.assetId] : []),
    [photo],
  )

  function place(upload: UploadSummary | null) {
    if (!upload?.widthPx || !upload.heightPx) return
    const { run } = store.getState()
    run(selectPage, { pageId: PHOTOBOX_LID_ID })
    run(placePhotoInSlot, {
      pageId: PHOTOBOX_LID_ID,
      layerId: LID_PHOTO_ID,
      upload: {
        id: upload.id,
        widthPx: upload.widthPx,
        heightPx: upload.heightPx,
        ...(upload.faces && { faces: upload.faces }),
      },
    })
  }

  return (
    <div className={formStyles.stack} data-testid="photobox-lid-panel">
      <h3 className={styles.heading}>{t('photo')}</h3>
      <PhotoSetUpload onUploaded={uploads.add} />
      <p className={formStyles.hint}>{t('photoHint')}</p>
      <PhotoTray uploads={uploads.uploads} used={used} onPick={place} />
      {title?.type === 'text' && (
        <label className={formStyles.field}>
          <span>{t('text')}</span>
          <textarea
            data-testid="photobox-lid-text"
            rows={2}
            maxLength={DESIGN_LIMITS.maxTextLength}
            value={title.content}
            onChange={(e) => {
              store.getState().run(selectPage, { pageId: PHOTOBOX_LID_ID })
              store.getState().run(updateLayer, { layerId: LID_TITLE_ID, patch: { content: e.target.value } })
            }}
          />
          <span className={formStyles.hint}>{t('textHint')}</span>
        </label>
      )}
    </div>
  )
}
