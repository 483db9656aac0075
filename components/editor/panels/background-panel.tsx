'use client'

import { useTranslations } from 'next-intl'
import { setBackground } from '@/lib/editor/actions/set-background'
import { currentPage } from '@/lib/editor/scene'
import { useEditor, useEditorStore } from '../editor-context'
import styles from '../controls.module.css'
import { ColorField } from './color-field'

/** Patterns the SVG renderer draws (svg-background.ts); the second colour is the pattern ink. */
const PATTERNS = ['dots', 'stripes', 'grid', 'checks'] as const

export function BackgroundPanel() {
  const t = useTranslations('Editor.background')
  const store = useEditorStore()
  const page = useEditor((s) => currentPage(s.scene))
  const palette = useEditor((s) => s.scene.document.palette)
  const { background } = page
  const base =
    background.kind === 'color'
      ? background.color
      : background.kind === 'pattern'
        ? (background.colors[0] ?? '#ffffff')
        : '#ffffff'
  const ink = background.kind === 'pattern' ? (background.colors[1] ?? '#dddddd') : '#dddddd'
  const set = (next: Parameters<typeof setBackground.perform>[1]['background']) =>
    store.getState().run(setBackground, { background: next })
  return (
    <div className={styles.stack}>
      <ColorField
        label={t('color')}
        value={base}
        palette={palette}
        onChange={(color) =>
          set(
            background.kind === 'pattern'
              ? { ...background, colors: [color, ink] }
              : { kind: 'color', color },
          )
        }
      />
      <fieldset className={styles.field}>
        <legend>{t('pattern')}</legend>
        <div className={styles.row}>
          <button
            type="button"
            className={styles.toggle}
            aria-pressed={background.kind === 'color'}
            onClick={() => set({ kind: 'color', color: base })}
          >
            {t('none')}
          </button>
          {PATTERNS.map((patternId) => (
            <button
              key={patternId}
              type="button"
              className={styles.toggle}
              aria-pressed={background.kind === 'pattern' && background.patternId === patternId}
              onClick={() => set({ kind: 'pattern', patternId, colors: [base, ink] })}
            >
              {t(`patterns.${patternId}`)}
            </button>
          ))}
        </div>
      </fieldset>
      {background.kind === 'pattern' && (
        <ColorField
          label={t('pattern')}
          value={ink}
          palette={palette}
          onChange={(color) => set({ ...background, colors: [base, color] })}
        />
      )}
    </div>
  )
}
