'use client'

import { useTranslations } from 'next-intl'
import type { LengthUnit, LocaleCode } from '@/lib/config/locales'
import { formatLength } from '@/lib/i18n/length'
import { CANVAS_DEPTHS_MM, CANVAS_EDGES, type CanvasEdge } from '@/lib/model/wall-art-keys'
import { useWallArt } from './use-wall-art'
import styles from './wall-art.module.css'

/** A colour edge starts in a neutral dark grey; the shopper picks another. */
const DEFAULT_EDGE_COLOR = '#333333'

/**
 * Canvas edge (mirrored, the photo running round, or a colour) and stretcher depth, the depth in the
 * shop's unit ("2 cm", "0.8 in").
 */
export function EdgePanel({ unit, locale }: { unit: LengthUnit; locale: LocaleCode }) {
  const t = useTranslations('WallArt.edge')
  const [spec, change] = useWallArt()
  const canvas = spec.canvas
  if (!canvas) return null

  function chooseEdge(edge: CanvasEdge) {
    if (!canvas) return
    const { edgeColor: _dropped, ...rest } = canvas
    change({
      ...spec,
      canvas:
        edge === 'color'
          ? { ...rest, edge, edgeColor: canvas.edgeColor ?? DEFAULT_EDGE_COLOR }
          : { ...rest, edge },
    })
  }

  return (
    <div className={styles.stack}>
      <fieldset className={styles.fieldset} data-testid="wallart-edge">
        <legend>{t('legend')}</legend>
        <div className={styles.choices}>
          {CANVAS_EDGES.map((edge) => (
            <label key={edge} className={styles.choice}>
              <input
                type="radio"
                name="wallart-edge"
                value={edge}
                checked={canvas.edge === edge}
                onChange={() => chooseEdge(edge)}
              />
              {t(`edges.${edge}`)}
            </label>
          ))}
        </div>
        {canvas.edge === 'color' && (
          <label className={styles.field}>
            {t('colour')}
            <input
              type="color"
              value={canvas.edgeColor ?? DEFAULT_EDGE_COLOR}
              onChange={(event) => change({ ...spec, canvas: { ...canvas, edgeColor: event.target.value } })}
            />
          </label>
        )}
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend>{t('depth')}</legend>
        <div className={styles.choices}>
          {CANVAS_DEPTHS_MM.map((depthMm) => (
            <label key={depthMm} className={styles.choice}>
              <input
                type="radio"
                name="wallart-depth"
                checked={canvas.depthMm === depthMm}
                onChange={() => change({ ...spec, canvas: { ...canvas, depthMm } })}
              />
              {formatLength(depthMm, unit, locale)}
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  )
}
