'use client'

import { useTranslations } from 'next-intl'
import type { WallArtChoices } from '@/lib/api/editor/wall-art-choices'
import type { LocaleCode } from '@/lib/config/locales'
import { formatLength } from '@/lib/i18n/length'
import type { FrameTypeKey } from '@/lib/model/wall-art-keys'
import { useWallArt } from './use-wall-art'
import styles from './wall-art.module.css'

/** The mat the configurator offers (spec: matSize 0 or 30). */
const MAT_MM = 30

/**
 * Frame type and colour with the spec's defaults (black; wood and aluminium with a 30 mm white mat,
 * the others without), and the mat on or off, its width in the shop's unit ("3 cm", "1.2 in").
 */
export function FramePanel({ choices, locale }: { choices: WallArtChoices; locale: LocaleCode }) {
  const t = useTranslations('WallArt.frame')
  const [spec, change] = useWallArt()
  const offered = choices.materials.find((m) => m.key === spec.material)?.frameTypes ?? []
  const types = choices.frameTypes.filter((f) => offered.includes(f.key))
  const current = types.find((f) => f.key === spec.frame?.type)

  function chooseType(key: FrameTypeKey | '') {
    const type = types.find((f) => f.key === key)
    if (!type) return change({ ...spec, frame: null })
    change({ ...spec, frame: { type: type.key, colour: type.colours[0] ?? 'black', ...type.defaultMat } })
  }

  return (
    <div className={styles.stack}>
      <label className={styles.field}>
        {t('type')}
        <select
          data-testid="wallart-frame"
          value={spec.frame?.type ?? ''}
          onChange={(event) => chooseType(event.target.value as FrameTypeKey | '')}
        >
          <option value="">{t('none')}</option>
          {types.map((f) => (
            <option key={f.key} value={f.key}>
              {f.name}
            </option>
          ))}
        </select>
      </label>
      {spec.frame && current && (
        <>
          <fieldset className={styles.fieldset}>
            <legend>{t('colour')}</legend>
            <div className={styles.choices}>
              {current.colours.map((colour) => (
                <label key={colour} className={styles.choice}>
                  <input
                    type="radio"
                    name="wallart-frame-colour"
                    checked={spec.frame?.colour === colour}
                    onChange={() => spec.frame && change({ ...spec, frame: { ...spec.frame, colour } })}
                  />
                  {t(`colours.${colour}`)}
                </label>
              ))}
            </div>
          </fieldset>
          <label className={styles.choice}>
            <input
              type="checkbox"
              data-testid="wallart-mat"
              checked={spec.frame.matSize > 0}
              onChange={(event) =>
                spec.frame &&
                change({
                  ...spec,
                  frame: event.target.checked
                    ? { ...spec.frame, matSize: MAT_MM, matType: 'white' }
                    : { ...spec.frame, matSize: 0, matType: 'none' },
                })
              }
            />
            {t('mat', { size: formatLength(MAT_MM, choices.lengthUnit, locale) })}
          </label>
          <p className={styles.hint}>{t('matNote')}</p>
        </>
      )}
    </div>
  )
}
