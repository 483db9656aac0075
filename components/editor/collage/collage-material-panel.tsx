'use client'

import { useTranslations } from 'next-intl'
import type { CollageChoices } from '@/lib/api/editor/open-collage'
import type { LocaleCode } from '@/lib/config/locales'
import { formatSize } from '@/lib/i18n/length'
import type { CollageMode } from '@/lib/model/collage-keys'
import type { FrameTypeKey } from '@/lib/model/wall-art-keys'
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

/**
 * Material mode (canvas, poster, framed poster, other materials), material, frame type and size of
 * the collage (spec 3: materialType, frameType, formatType). A change keeps what still fits: the
 * size where the new material is made in it, the frame where it frames the material.
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

  function apply(next: Partial<PieceChoice>) {
    const choice = { ...current, ...next }
    const format = formatFor(choices, choice.material, layout, choice.format)
    if (!format) return
    const frames = choices.materials.find((m) => m.key === choice.material)?.frameTypes ?? []
    const frame = choice.frameType && frames.includes(choice.frameType) ? choice.frameType : null
    const chosen = { ...choice, format, frameType: frame }
    change({
      collage: { mode: modeOf(chosen.material, chosen.frameType) },
      wallArt: pieceSpec(choices, chosen, collage?.color ?? '#ffffff'),
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
