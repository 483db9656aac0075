'use client'

import { useTranslations } from 'next-intl'
import { useMemo, useState } from 'react'
import { fillCalendar } from '@/lib/editor/actions/fill-calendar'
import type { UploadSummary } from '@/lib/shop/design-print/uploads/schema'
import { useEditor, useEditorStore } from '../editor-context'
import { PhotoFillPanel } from '../pages/photo-fill-panel'
import { autoFillPhotos, useTapToPlace } from '../pages/photo-pick'
import type { useUploads } from '../use-uploads'
import formStyles from '../pages/photo-product-form.module.css'

/**
 * The photos tab: upload a set at once, fill cover and months in one click (one undo step), and place
 * single photos by drag onto a page of the strip or by tapping a photo and then a slot or a month (the
 * phone's way). `picked` is shared with the strip, so a month tapped there takes the photo.
 */
export function CalendarPhotos({
  uploads,
  picked,
  onPick,
}: {
  uploads: ReturnType<typeof useUploads>
  picked: UploadSummary | null
  onPick: (upload: UploadSummary | null) => void
}) {
  const t = useTranslations('Calendar.fill')
  const store = useEditorStore()
  const doc = useEditor((s) => s.scene.document)
  const pick = useTapToPlace(picked, onPick)
  const [result, setResult] = useState<{ placed: number; empty: number } | null>(null)
  const photos = useMemo(() => autoFillPhotos(uploads.uploads), [uploads.uploads])
  const slots = useMemo(
    () => doc.pages.flatMap((p) => p.layers.filter((l) => l.type === 'photo' && !l.locked)),
    [doc],
  )
  const used = useMemo(
    () => new Set(slots.flatMap((l) => (l.type === 'photo' && l.assetId ? [l.assetId] : []))),
    [slots],
  )

  function fill() {
    if (!store.getState().run(fillCalendar, { photos })) return
    const placed = Math.min(photos.length, slots.length)
    setResult({ placed, empty: slots.length - placed })
  }

  return (
    <PhotoFillPanel
      uploads={uploads}
      canFill={photos.length > 0}
      fill={{ testId: 'calendar-fill', label: t('button'), run: fill }}
      hint={photos.length === 0 ? t('none') : t('hint')}
      status={
        result && (
          <p role="status" className={formStyles.hint}>
            {t('done', { count: result.placed })} {result.empty > 0 && t('short', { count: result.empty })}
          </p>
        )
      }
      used={used}
      picked={picked}
      onPick={pick}
    >
      <p className={formStyles.hint}>{t('swapHint')}</p>
    </PhotoFillPanel>
  )
}
