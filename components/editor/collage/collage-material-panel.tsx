'use client'

import { useTranslations } from 'next-intl'
import type { CollageChoices } from '@/lib/api/editor/open-collage'
import type { LocaleCode } from '@/lib/config/locales'
import { formatLength, formatSize } from '@/lib/i18n/length'
import type { CollageMode } from '@/lib/model/collage-keys'
import { CANVAS_DEPTHS_MM, type FrameTypeKey } from '@/lib/model/wall-art-keys'
import type { WallArtSpec } from '@/lib/shop/design-print/design/wall-art-spec'
import type { CollageMaterial } from '@/lib/shop/photo-products/collage/materials'
import { useEditor } from '../editor-context'
import {
  aspectOf,
  formatFor,
  modeOf,
  pieceSpec,
  useCollageChange,
  type PieceChoice,
} from './collage-spec-change'
import formStyles from '../pages/photo-product-form.module.css'
import styles from './collage.module.css'

/** The mat the frames offer (spec: matSize 0 or 30), as wall art's frame panel. */
const MAT_MM = 30

/**
 * Material mode (canvas, poster, framed poster, other materials), material, frame type with its
 * colour and mat, canvas depth, and size of the collage (spec 3: materialType, frameType, formatType),
 * the same frame colours, mat and depths wall art offers. A change keeps what still fits: the size
 * where the new material is made in it, the frame where it frames the material, the colour where the
 * frame comes in it.
 */
export function CollageMaterialPanel({ choices, locale }: { choices: CollageChoices; locale: LocaleCode }) {
  const t = useTranslations('Collage.material')
  const doc = useEditor((s) => s.scene.document)
  const change = useCollageChange()
  const collage = doc.collage
  const wallArt = doc.wallArt
  if (!collage || !wallArt) return null
  const aspect = aspectOf(collage)
  const material = wallArt.material as CollageMaterial
  const frameType = wallArt.frame?.type ?? null
  const current: PieceChoice = { material, frameType, format: `${wallArt.widthMm}x${wallArt.heightMm}` }
  const materialInfo = choices.materials.find((m) => m.key === material)
  const mode = modeOf(material, frameType)
  const frames = (materialInfo?.frameTypes ?? []).map((key) => choices.frameTypes.find((f) => f.key === key))
  const formats = choices.formats[aspect][material] ?? []
  const layout = collage.layout
  const frame = wallArt.frame
  const canvas = wallArt.canvas
  const frameInfo = choices.frameTypes.find((f) => f.key === frame?.type)
  const set = (spec: WallArtSpec) => change({ wallArt: spec })

  function apply(next: Partial<PieceChoice>) {
    const choice = { ...current, ...next }
    const format = formatFor(choices, choice.material, layout, choice.format)
    if (!format) return
    const frames = choices.materials.find((m) => m.key === choice.material)?.frameTypes ?? []
    const frame = choice.frameType && frames.includes(choice.frameType) ? choice.frameType : null
    const chosen = { ...choice, format, frameType: frame }
    change({
      collage: { mode: modeOf(chosen.material, chosen.frameType) },
      wallArt: pieceSpec(choices, chosen, collage?.color ?? '#ffffff', wallArt),
    })
  }

  function pickMode(next: CollageMode) {
    if (next === mode) return
    const first = choices.modes.find((m) => m.mode === next)?.materials[0]
    if (!first) return
    apply({ material: first, frameType: next === 'framed-poster' ? choices.defaultFrame : null })
  }

  return (
    <div className={formStyles.stack}>
      <fieldset className={styles.fieldset} data-testid="collage-mode">
        <legend>{t('mode')}</legend>
        <div className={styles.choices}>
          {choices.modes.map(({ mode: key }) => (
            <button
              key={key}
              type="button"
              aria-pressed={mode === key}
              data-mode={key}
              onClick={() => pickMode(key)}
            >
              {t(`modes.${key}`)}
            </button>
          ))}
        </div>
      </fieldset>
      {mode === 'mixed' && (
        <label className={styles.field}>
          {t('material')}
          <select
            data-testid="collage-material"
            value={material}
            onChange={(event) => apply({ material: event.target.value as CollageMaterial })}
          >
            {choices.modes
              .find((m) => m.mode === 'mixed')
              ?.materials.map((key) => (
                <option key={key} value={key}>
                  {choices.materials.find((m) => m.key === key)?.name ?? key}
                </option>
              ))}
          </select>
        </label>
      )}
      {mode !== 'poster' && frames.length > 0 && (
        <label className={styles.field}>
          {t('frame')}
          <select
            data-testid="collage-frame"
            value={frameType ?? ''}
            onChange={(event) => apply({ frameType: (event.target.value || null) as FrameTypeKey | null })}
          >
            {mode !== 'framed-poster' && <option value="">{t('noFrame')}</option>}
            {frames.map(
              (frame) =>
                frame && (
                  <option key={frame.key} value={frame.key}>
                    {frame.name}
                  </option>
                ),
            )}
          </select>
        </label>
      )}
      {frame && frameInfo && (
        <>
          <fieldset className={styles.fieldset} data-testid="collage-frame-colour">
            <legend>{t('colour')}</legend>
            <div className={styles.choices}>
              {frameInfo.colours.map((colour) => (
                <label key={colour} className={styles.check}>
                  <input
                    type="radio"
                    name="collage-frame-colour"
                    value={colour}
                    checked={frame.colour === colour}
                    onChange={() => set({ ...wallArt, frame: { ...frame, colour } })}
                  />
                  {t(`colours.${colour}`)}
                </label>
              ))}
            </div>
          </fieldset>
          <label className={styles.check}>
            <input
              type="checkbox"
              data-testid="collage-mat"
              checked={frame.matSize > 0}
              onChange={(event) =>
                set({
                  ...wallArt,
                  frame: event.target.checked
                    ? { ...frame, matSize: MAT_MM, matType: 'white' }
                    : { ...frame, matSize: 0, matType: 'none' },
                })
              }
            />
            {t('mat', { size: formatLength(MAT_MM, choices.lengthUnit, locale) })}
          </label>
        </>
      )}
      {canvas && (
        <fieldset className={styles.fieldset} data-testid="collage-depth">
          <legend>{t('depth')}</legend>
          <div className={styles.choices}>
            {CANVAS_DEPTHS_MM.map((depthMm) => (
              <label key={depthMm} className={styles.check}>
                <input
                  type="radio"
                  name="collage-depth"
                  value={depthMm}
                  checked={canvas.depthMm === depthMm}
                  onChange={() => set({ ...wallArt, canvas: { ...canvas, depthMm } })}
                />
                {formatLength(depthMm, choices.lengthUnit, locale)}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <label className={styles.field}>
        {t('format')}
        <select
          data-testid="collage-format"
          value={current.format}
          onChange={(event) => apply({ format: event.target.value })}
        >
          {formats.map((format) => {
            const [w, h] = format.split('x').map(Number)
            return (
              <option key={format} value={format}>
                {formatSize(w ?? 0, h ?? 0, choices.lengthUnit, locale)}
              </option>
            )
          })}
        </select>
      </label>
    </div>
  )
}
