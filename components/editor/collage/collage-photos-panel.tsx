'use client'

import { useTranslations } from 'next-intl'
import { useMemo, useState } from 'react'
import { fillCollage } from '@/lib/editor/actions/fill-collage'
import { collagePhotoCells } from '@/lib/shop/design-print/design/collage'
import type { UploadSummary } from '@/lib/shop/design-print/uploads/schema'
import { useEditor, useEditorStore } from '../editor-context'
import { PhotoFillPanel } from '../pages/photo-fill-panel'
import { autoFillPhotos } from '../pages/photo-pick'
import type { useUploads } from '../use-uploads'
import formStyles from '../pages/photo-product-form.module.css'

/**
 * The photos tab: upload a set at once, fill every cell in one click (one undo step), or place single
 * photos by dragging them onto a cell or by tapping a photo and then a cell (the phone's way).
 */
export function CollagePhotosPanel({
  uploads,
  picked,
  onPick,
}: {
  uploads: ReturnType<typeof useUploads>
  picked: UploadSummary | null
  onPick: (upload: UploadSummary | null) => void
}) {
  const t = useTranslations('Collage.photos')
  const store = useEditorStore()
  const doc = useEditor((s) => s.scene.document)
  const [result, setResult] = useState<{ placed: number; empty: number } | null>(null)
  const photos = useMemo(() => autoFillPhotos(uploads.uploads), [uploads.uploads])
  const cells = collagePhotoCells(doc)
  const used = useMemo(
    () => new Set(collagePhotoCells(doc).flatMap((c) => (c.assetId ? [c.assetId] : []))),
    [doc],
  )

  function fill() {
    if (!store.getState().run(fillCollage, { photos })) return
    const placed = Math.min(photos.length, cells.length)
    setResult({ placed, empty: cells.length - placed })
  }

  return (
    <PhotoFillPanel
      uploads={uploads}
      canFill={photos.length > 0}
      fill={{ testId: 'collage-autofill', label: t('fill'), run: fill }}
      hint={photos.length === 0 ? t('none') : t('hint', { count: cells.length })}
      status={
        result && (
          <p role="status" className={formStyles.hint}>
            {t('done', { count: result.placed })} {result.empty > 0 && t('short', { count: result.empty })}
          </p>
        )
      }
      used={used}
      picked={picked}
      onPick={onPick}
    />
  )
}
