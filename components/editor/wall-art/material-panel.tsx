'use client'

import { useTranslations } from 'next-intl'
import type { WallArtChoices } from '@/lib/api/editor/wall-art-choices'
import type { WallArtSpec } from '@/lib/shop/design-print/design/wall-art'
import { fits, readSize, useWallArt } from './use-wall-art'
import styles from './wall-art.module.css'

/** The spec with another material: size kept where it is made in it, frame and canvas edge adapted. */
export function withMaterial(spec: WallArtSpec, key: string, choices: WallArtChoices): WallArtSpec {
  const material = choices.materials.find((m) => m.key === key)
  if (!material) return spec
  let size = { widthMm: spec.widthMm, heightMm: spec.heightMm }
  if (!fits(material.limits, size.widthMm, size.heightMm)) {
    const first = readSize(material.formats[0] ?? '')
    const landscape = spec.widthMm > spec.heightMm
    size = landscape ? { widthMm: first.heightMm, heightMm: first.widthMm } : first
  }
  const frameKept = spec.frame && material.frameTypes.includes(spec.frame.type) ? spec.frame : null
  const canvas =
    material.key === 'leinwand' ? (spec.canvas ?? { edge: 'mirror' as const, depthMm: 20 as const }) : null
  return { material: material.key, ...size, frame: frameKept, canvas }
}

export function MaterialPanel({ choices }: { choices: WallArtChoices }) {
  const t = useTranslations('WallArt.material')
  const [spec, change] = useWallArt()
  return (
    <fieldset className={styles.fieldset} data-testid="wallart-material">
      <legend>{t('legend')}</legend>
      <div className={styles.choices}>
        {choices.materials.map((material) => (
          <label key={material.key} className={styles.choice}>
            <input
              type="radio"
              name="wallart-material"
              value={material.key}
              checked={spec.material === material.key}
              onChange={() => change(withMaterial(spec, material.key, choices))}
            />
            {material.name}
          </label>
        ))}
      </div>
    </fieldset>
  )
}
