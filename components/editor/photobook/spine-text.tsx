'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useId } from 'react'
import type { LengthUnit, LocaleCode } from '@/lib/config/locales'
import { updateLayer } from '@/lib/editor/actions/update-layer'
import { selectPage } from '@/lib/editor/actions/select-page'
import { formatLength } from '@/lib/i18n/length'
import {
  MIN_SPINE_TEXT_MM,
  photobookLayout,
  type PhotobookSpec,
} from '@/lib/shop/design-print/design/photobook-spec'
import { useEditor, useEditorStore } from '../editor-context'
import formStyles from '../pages/photo-product-form.module.css'

/** The text layer on the cover's spine (design/photobook.ts builds it with this id). */
export const SPINE_TEXT_ID = 'spine-text'

/**
 * The spine's text, typed here rather than on the canvas: the spine is a few millimetres wide and its
 * text runs sideways. Editing shows the cover, so the shopper sees where the text goes. The spine's
 * width follows pages and paper; below MIN_SPINE_TEXT_MM the field explains why it takes no text.
 */
export function SpineText({ spec, unit }: { spec: PhotobookSpec; unit: LengthUnit }) {
  const t = useTranslations('Photobook.spine')
  const locale = useLocale() as LocaleCode
  const id = useId()
  const store = useEditorStore()
  const cover = useEditor((s) => s.scene.document.pages.find((p) => p.role === 'book-cover'))
  const layer = cover?.layers.find((l) => l.id === SPINE_TEXT_ID)
  const { spineMm, spineText } = photobookLayout(spec)
  const width = formatLength(spineMm, unit, locale)
  // Too narrow: its width rounded down and the minimum up, so 5.3 mm never reads as the 6 mm asked for.
  const narrow = formatLength(spineMm, unit, locale, 'down')

  // No spine at all is the stapled booklet; a spine too narrow for text has no text layer yet (the
  // model adds it once pages make the spine wide enough), and says so with its width.
  if (!cover || spineMm === 0) return <p className={formStyles.hint}>{t('none')}</p>
  const content = layer?.type === 'text' ? layer.content : ''

  function change(text: string) {
    if (!cover || layer?.type !== 'text') return
    const { run, scene } = store.getState()
    if (scene.pageId !== cover.id) run(selectPage, { pageId: cover.id })
    run(updateLayer, { layerId: SPINE_TEXT_ID, patch: { content: text } }, { coalesce: 'spine-text' })
  }

  return (
    <div className={formStyles.stack} data-testid="photobook-spine-text">
      <label className={formStyles.field} htmlFor={id}>
        {t('label')}
      </label>
      <input
        id={id}
        type="text"
        value={content}
        maxLength={80}
        disabled={!spineText || layer?.type !== 'text'}
        onChange={(event) => change(event.target.value)}
        onFocus={() => {
          const { run, scene } = store.getState()
          if (scene.pageId !== cover.id) run(selectPage, { pageId: cover.id })
        }}
      />
      <p className={formStyles.hint}>
        {spineText
          ? t('hint', { width })
          : t('tooNarrow', { width: narrow, min: formatLength(MIN_SPINE_TEXT_MM, unit, locale, 'up') })}
      </p>
    </div>
  )
}
