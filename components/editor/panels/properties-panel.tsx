'use client'

import { useTranslations } from 'next-intl'
import { updateLayer } from '@/lib/editor/actions/update-layer'
import { selectedLayer } from '@/lib/editor/scene'
import { getMotif } from '@/lib/shop/design-print/design/clipart/catalogue'
import { weekStartOf } from '@/lib/shop/design-print/design/calendar-spec'
import { CALENDAR_GRID_MAX_FONT_PT } from '@/lib/shop/design-print/design/layers'
import { DESIGN_LIMITS } from '@/lib/shop/design-print/design/limits'
import { useEditor, useEditorStore } from '../editor-context'
import styles from '../controls.module.css'
import { ColorField } from './color-field'
import { FoilToggle } from './foil-toggle'
import { QrProperties } from './qr-properties'
import { TextProperties } from './text-properties'

/** Which product the hints speak of ("im Kalender", "auf der Karte"): the editor profile says. */
export type PanelProduct = 'card' | 'calendar' | 'photobook'

/** Properties of the selected layer; what is offered depends on its type. */
export function PropertiesPanel({ product = 'card' }: { product?: PanelProduct }) {
  const t = useTranslations('Editor.properties')
  const store = useEditorStore()
  const layer = useEditor((s) => selectedLayer(s.scene))
  const palette = useEditor((s) => s.scene.document.palette)
  // ISO week numbers belong to weeks that start on Monday: not offered in the US shop's calendars.
  const weekStart = useEditor((s) =>
    s.scene.document.calendar ? weekStartOf(s.scene.document.calendar.locale) : 1,
  )
  if (!layer) return <p className={styles.hint}>{t('nothingSelected', { product })}</p>
  if (layer.locked) return <p className={styles.hint}>{t('locked')}</p>
  const run = (patch: Record<string, unknown>, coalesce?: string) =>
    store.getState().run(updateLayer, { layerId: layer.id, patch }, coalesce ? { coalesce } : undefined)

  const common = (
    <>
      <FoilToggle layer={layer} />
      <div className={styles.row}>
        <label className={styles.field}>
          <span>{t('rotation')}</span>
          <input
            type="number"
            min={-180}
            max={180}
            value={layer.rotation}
            onChange={(e) => run({ rotation: Number(e.target.value) || 0 }, `rotate:${layer.id}`)}
          />
        </label>
        <label className={styles.field}>
          <span>{t('opacity')}</span>
          <input
            type="range"
            min={0.1}
            max={1}
            step={0.05}
            value={layer.opacity}
            onChange={(e) => run({ opacity: Number(e.target.value) }, `opacity:${layer.id}`)}
          />
        </label>
      </div>
    </>
  )

  switch (layer.type) {
    case 'text':
      return (
        <div className={styles.stack}>
          <TextProperties layer={layer} palette={palette} product={product} />
          {common}
        </div>
      )
    case 'clipart': {
      const motif = getMotif(layer.motifId)
      return (
        <div className={styles.stack}>
          {motif?.colors.map((fallback, slot) => (
            <ColorField
              key={slot}
              label={t('motifColor', { n: slot + 1 })}
              value={layer.colors[slot] ?? fallback}
              palette={palette}
              onChange={(color) => {
                const colors = motif.colors.map((c, i) => (i === slot ? color : (layer.colors[i] ?? c)))
                run({ colors: colors.slice(0, DESIGN_LIMITS.maxMotifColors) })
              }}
            />
          ))}
          {common}
        </div>
      )
    }
    case 'frame':
      return (
        <div className={styles.stack}>
          <ColorField
            label={t('color')}
            value={layer.color}
            palette={palette}
            onChange={(color) => run({ color })}
          />
          <label className={styles.field}>
            <span>{t('stroke')}</span>
            <input
              type="number"
              min={0.1}
              max={10}
              step={0.1}
              value={layer.strokeMm}
              onChange={(e) => {
                const value = Number(e.target.value)
                if (value > 0) run({ strokeMm: value }, `stroke:${layer.id}`)
              }}
            />
          </label>
          {common}
        </div>
      )
    case 'calendar-grid':
      // The grid is drawn from the calendar's data; its look is what the shopper may change.
      return (
        <div className={styles.stack}>
          <ColorField
            label={t('gridColor')}
            value={layer.color}
            palette={palette}
            onChange={(color) => run({ color })}
          />
          <ColorField
            label={t('gridAccent')}
            value={layer.accentColor}
            palette={palette}
            onChange={(accentColor) => run({ accentColor })}
          />
          <label className={styles.field}>
            <span>{t('gridSize')}</span>
            <input
              type="number"
              min={DESIGN_LIMITS.minFontSizePt}
              max={CALENDAR_GRID_MAX_FONT_PT}
              step={0.5}
              value={layer.fontSizePt}
              onChange={(e) => {
                const value = Number(e.target.value)
                if (value >= DESIGN_LIMITS.minFontSizePt && value <= CALENDAR_GRID_MAX_FONT_PT)
                  run({ fontSizePt: value }, `grid-size:${layer.id}`)
              }}
            />
          </label>
          <label className={styles.row}>
            <input
              type="checkbox"
              checked={layer.showHolidayNames}
              onChange={(e) => run({ showHolidayNames: e.target.checked })}
            />
            <span>{t('gridHolidayNames')}</span>
          </label>
          {weekStart === 1 && layer.style === 'month-grid' && (
            <label className={styles.row}>
              <input
                type="checkbox"
                checked={layer.showWeekNumbers}
                onChange={(e) => run({ showWeekNumbers: e.target.checked })}
              />
              <span>{t('gridWeekNumbers')}</span>
            </label>
          )}
        </div>
      )
    case 'qr':
      return (
        <div className={styles.stack}>
          <QrProperties key={layer.id} layer={layer} palette={palette} />
          {common}
        </div>
      )
    case 'photo':
      return (
        <div className={styles.stack}>
          <p className={styles.hint}>{t('photoHint')}</p>
          {common}
        </div>
      )
    default:
      return common
  }
}
