'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'
import { applyPageLayout } from '@/lib/editor/actions/apply-page-layout'
import {
  PAGE_LAYOUTS,
  PAGE_LAYOUT_KEYS,
  sideOf,
  type PageLayoutKey,
} from '@/lib/shop/design-print/design/photobook-layouts'
import type { Page } from '@/lib/shop/design-print/design/document'
import { useEditorStore } from '../editor-context'
import formStyles from '../pages/photo-product-form.module.css'
import styles from './photobook.module.css'

type Side = 'left' | 'right'

/** A layout drawn small: the page, its photo slots filled, its text box lined. */
function LayoutIcon({ layout, portrait }: { layout: PageLayoutKey; portrait: boolean }) {
  const { slots, text, bleed } = PAGE_LAYOUTS[layout]
  const w = portrait ? 30 : 42
  const h = portrait ? 42 : 30
  // A borderless photo fills the page to its edges; the others keep the margin.
  const m = bleed ? 0 : 3
  const box = (b: { x: number; y: number; width: number; height: number }) => ({
    x: m + b.x * (w - 2 * m),
    y: m + b.y * (h - 2 * m),
    width: b.width * (w - 2 * m),
    height: b.height * (h - 2 * m),
  })
  return (
    <svg viewBox={`0 0 ${w} ${h}`} aria-hidden="true" focusable="false">
      <rect x={0.5} y={0.5} width={w - 1} height={h - 1} fill="#fff" stroke="#a8a29e" />
      {/* A white edge keeps neighbouring slots apart: two photos side by side do not read as one. */}
      {slots.map((slot, i) => (
        <rect key={i} {...box(slot)} fill="#a8a29e" stroke="#fff" strokeWidth={1} data-slot />
      ))}
      {text && <rect {...box(text)} fill="none" stroke="#57534e" strokeDasharray="2 1" />}
    </svg>
  )
}

/**
 * The page layouts (1–6 photos, photo + text, text only) for one half of the spread shown: the photos
 * already on that page keep their order in the new slots, its first text stays (ADR 0073). The cover has
 * its own layout and is not offered here.
 */
export function LayoutPicker({
  page,
  portrait,
  pageWidthMm,
}: {
  page: Page
  portrait: boolean
  pageWidthMm: number
}) {
  const t = useTranslations('Photobook.layouts')
  const store = useEditorStore()
  const [side, setSide] = useState<Side>('left')
  if (page.role !== 'spread') return <p className={formStyles.hint}>{t('coverNote')}</p>
  // A layout with fewer slots than this half has photos would drop some: those wait until photos go.
  const placed = page.layers.filter(
    (l) => l.type === 'photo' && l.assetId !== undefined && sideOf(l, pageWidthMm) === side,
  ).length
  return (
    <div className={formStyles.stack} data-testid="photobook-layouts">
      <div className={styles.sides} role="group" aria-label={t('label')}>
        {(['left', 'right'] as const).map((key) => (
          <button key={key} type="button" aria-pressed={side === key} onClick={() => setSide(key)}>
            {t(key)}
          </button>
        ))}
      </div>
      <div className={styles.layouts}>
        {PAGE_LAYOUT_KEYS.map((layout) => (
          <button
            key={layout}
            type="button"
            data-layout={layout}
            aria-label={`${t(`names.${layout}`)}, ${t(side)}`}
            title={t(`names.${layout}`)}
            disabled={PAGE_LAYOUTS[layout].photos < placed}
            onClick={() => store.getState().run(applyPageLayout, { pageId: page.id, side, layout })}
          >
            <LayoutIcon layout={layout} portrait={portrait} />
          </button>
        ))}
      </div>
      <p className={formStyles.hint}>{t('fewer', { count: placed })}</p>
    </div>
  )
}
