'use client'

import { useTranslations } from 'next-intl'
import { updateLayer } from '@/lib/editor/actions/update-layer'
import type { LayerPatch } from '@/lib/editor/types'
import type { Palette, TextLayer } from '@/lib/shop/design-print/design/document'
import {
  DESIGN_FONTS,
  FONT_CATEGORIES,
  nearestWeight,
  designFont,
} from '@/lib/shop/design-print/design/fonts'
import { DESIGN_LIMITS } from '@/lib/shop/design-print/design/limits'
import { useEditorStore } from '../editor-context'
import styles from '../controls.module.css'
import { ColorField } from './color-field'
import { TextContentField } from './text-content-field'
import type { PanelProduct } from './properties-panel'

/** The side-panel editor of a text layer: content, font, size, style, alignment and colour. */
export function TextProperties({
  layer,
  palette,
  product,
}: {
  layer: TextLayer
  palette: Palette
  product: PanelProduct
}) {
  const t = useTranslations('Editor.properties')
  const store = useEditorStore()
  const patch = (fields: LayerPatch, coalesce?: string) =>
    store
      .getState()
      .run(updateLayer, { layerId: layer.id, patch: fields }, coalesce ? { coalesce } : undefined)
  const font = designFont(layer.fontFamily)
  const canBold = font ? font.weights.some((w) => w >= 600) : false
  return (
    <div className={styles.stack}>
      <div className={styles.field}>
        <label htmlFor={`text-${layer.id}`}>{t('text')}</label>
        <TextContentField
          key={layer.id}
          id={`text-${layer.id}`}
          aria-describedby={`text-hint-${layer.id}`}
          content={layer.content}
          rows={3}
          maxLength={DESIGN_LIMITS.maxTextLength}
          onText={(content) => patch({ content }, `text:${layer.id}`)}
        />
        <small id={`text-hint-${layer.id}`}>{t('textHint', { example: '{{Vorname}}', product })}</small>
      </div>
      <label className={styles.field}>
        <span>{t('font')}</span>
        <select
          value={layer.fontFamily}
          style={{ fontFamily: `"${layer.fontFamily}"` }}
          onChange={(e) => {
            const next = designFont(e.target.value)
            if (!next) return
            patch({
              fontFamily: next.family,
              fontWeight: nearestWeight(next, layer.fontWeight),
              italic: layer.italic && next.italic,
            })
          }}
        >
          {FONT_CATEGORIES.map((category) => (
            <optgroup key={category} label={t(`fontCategories.${category}`)}>
              {DESIGN_FONTS.filter((f) => f.category === category).map((f) => (
                <option key={f.family} value={f.family} style={{ fontFamily: `"${f.family}"` }}>
                  {f.family}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </label>
      <div className={styles.row}>
        <label className={styles.field}>
          <span>{t('size')}</span>
          <input
            type="number"
            min={DESIGN_LIMITS.minFontSizePt}
            max={DESIGN_LIMITS.maxFontSizePt}
            step={1}
            value={layer.fontSizePt}
            onChange={(e) => {
              const size = Number(e.target.value)
              if (Number.isFinite(size)) patch({ fontSizePt: size, autoShrink: false }, `size:${layer.id}`)
            }}
          />
        </label>
        <button
          type="button"
          className={styles.toggle}
          aria-pressed={layer.fontWeight >= 600}
          disabled={!canBold}
          onClick={() => patch({ fontWeight: layer.fontWeight >= 600 ? 400 : 700 })}
        >
          <b>{t('bold')}</b>
        </button>
        <button
          type="button"
          className={styles.toggle}
          aria-pressed={layer.italic}
          disabled={!font?.italic}
          onClick={() => patch({ italic: !layer.italic })}
        >
          <i>{t('italic')}</i>
        </button>
      </div>
      <fieldset className={styles.field}>
        <legend>{t('align')}</legend>
        <div className={styles.row}>
          {(['left', 'center', 'right'] as const).map((align) => (
            <button
              key={align}
              type="button"
              className={styles.toggle}
              aria-pressed={layer.align === align}
              onClick={() => patch({ align })}
            >
              {t(align === 'left' ? 'alignLeft' : align === 'center' ? 'alignCenter' : 'alignRight')}
            </button>
          ))}
        </div>
      </fieldset>
      <ColorField
        label={t('color')}
        value={layer.color}
        palette={palette}
        onChange={(color) => patch({ color })}
      />
    </div>
  )
}
