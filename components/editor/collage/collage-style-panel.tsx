'use client'

import { useTranslations } from 'next-intl'
import { setCollageText } from '@/lib/editor/actions/set-collage-text'
import { collageSpacingLimit, collageText } from '@/lib/shop/design-print/design/collage'
import { useEditor, useEditorStore } from '../editor-context'
import { useCollageChange } from './collage-spec-change'
import formStyles from '../pages/photo-product-form.module.css'
import styles from './collage.module.css'

/** Background colours offered beside the colour picker. */
const SWATCHES = ['#ffffff', '#f5f5f4', '#faf7f2', '#fff1f2', '#eff6ff', '#1f2937', '#111827'] as const
const TEXT_FONTS = ['Inter', 'Montserrat', 'Lora', 'Playfair Display', 'Great Vibes', 'Caveat'] as const

/**
 * Spacing between the photos (and round the edge), the background colour and the optional text. A
 * slider drag, a colour drag and typing are one undo step each; the spacing stops where a cell
 * would get too small for this layout and size.
 */
export function CollageStylePanel({ fontFamily }: { fontFamily: string }) {
  const t = useTranslations('Collage.style')
  const store = useEditorStore()
  const doc = useEditor((s) => s.scene.document)
  const change = useCollageChange()
  const collage = doc.collage
  const wallArt = doc.wallArt
  if (!collage || !wallArt) return null
  const text = collageText(doc)
  const limit = collageSpacingLimit(collage.layout, wallArt, text !== null)

  function color(value: string) {
    if (!/^#[0-9a-f]{6}$/i.test(value) || !collage || !wallArt) return
    const color = value.toLowerCase()
    change(
      {
        collage: { color },
        ...(wallArt.canvas && {
          wallArt: { ...wallArt, canvas: { ...wallArt.canvas, edge: 'color', edgeColor: color } },
        }),
      },
      'collage-color',
    )
  }

  function writeText(content: string | null, font = text?.fontFamily ?? fontFamily) {
    store
      .getState()
      .run(
        setCollageText,
        { text: content === null ? null : { content, fontFamily: font } },
        { coalesce: 'collage-text' },
      )
  }

  return (
    <div className={formStyles.stack}>
      <label className={styles.field}>
        {t('spacing', { mm: collage.spacingMm })}
        <input
          type="range"
          min={0}
          max={limit}
          step={1}
          value={Math.min(collage.spacingMm, limit)}
          data-testid="collage-spacing"
          onChange={(event) =>
            change({ collage: { spacingMm: Number(event.target.value) } }, 'collage-spacing')
          }
        />
      </label>
      <fieldset className={styles.fieldset}>
        <legend>{t('background')}</legend>
        <div className={styles.swatches}>
          {SWATCHES.map((swatch) => (
            <button
              key={swatch}
              type="button"
              className={styles.swatch}
              style={{ background: swatch }}
              aria-label={t('swatch', { colour: swatch })}
              aria-pressed={collage.color === swatch}
              onClick={() => color(swatch)}
            />
          ))}
          <input
            type="color"
            value={collage.color.length === 7 ? collage.color : '#ffffff'}
            aria-label={t('pick')}
            data-testid="collage-background"
            onChange={(event) => color(event.target.value)}
          />
        </div>
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend>{t('text')}</legend>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={text !== null}
            data-testid="collage-text-toggle"
            onChange={(event) => writeText(event.target.checked ? t('placeholder') : null)}
          />
          {t('showText')}
        </label>
        {text && (
          <>
            <input
              type="text"
              maxLength={120}
              value={text.content}
              aria-label={t('words')}
              data-testid="collage-text"
              onChange={(event) => writeText(event.target.value)}
            />
            <label className={styles.field}>
              {t('font')}
              <select
                value={text.fontFamily}
                onChange={(event) => writeText(text.content, event.target.value)}
              >
                {[...new Set([text.fontFamily, ...TEXT_FONTS])].map((font) => (
                  <option key={font} value={font}>
                    {font}
                  </option>
                ))}
              </select>
            </label>
          </>
        )}
      </fieldset>
    </div>
  )
}
