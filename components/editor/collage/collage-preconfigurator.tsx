'use client'

import { useTranslations } from 'next-intl'
import type { CollagePreset } from '@/lib/api/editor/open-collage'
import { LayoutThumb } from './collage-layout-panel'
import styles from './collage.module.css'

/**
 * The "preconfigurator collage" (spec 3, flag voll_preconfigurator_collage_VP314): before the
 * builder, the shopper picks one of a few designs and canvas, poster or framed poster. A plain GET
 * form to the configurator with preset=1, so it works before hydration and a reload opens the builder.
 */
export function CollagePreconfigurator({
  presets,
  action,
  frameType,
}: {
  presets: readonly CollagePreset[]
  action: string
  /** What "with frame" sends: the default frame of a framed poster (a canvas ignores it). */
  frameType: string
}) {
  const t = useTranslations('Collage.preset')
  // The design it was opened on starts chosen; a list without it starts on its first.
  const chosen = presets.find((p) => p.opening) ?? presets[0]
  return (
    <form method="get" action={action} className={styles.preset} data-testid="collage-preconfigurator">
      <h1>{t('title')}</h1>
      <p>{t('lead')}</p>
      <input type="hidden" name="preset" value="1" />
      <fieldset className={styles.fieldset}>
        <legend>{t('design')}</legend>
        <ul className={styles.designs}>
          {presets.map((preset) => (
            <li key={preset.designId}>
              <label className={styles.design} data-testid="collage-preset" data-design-id={preset.designId}>
                <input
                  type="radio"
                  name="designId"
                  value={preset.designId}
                  defaultChecked={preset.designId === chosen?.designId}
                />
                <LayoutThumb layout={preset.layout} background={preset.background} />
                <span>{preset.name}</span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend>{t('material')}</legend>
        <label className={styles.check}>
          <input type="radio" name="materialType" value="poster" defaultChecked />
          {t('poster')}
        </label>
        <label className={styles.check}>
          <input type="radio" name="materialType" value="leinwand" />
          {t('canvas')}
        </label>
        <label className={styles.check}>
          <input type="checkbox" name="frameType" value={frameType} />
          {t('framed')}
        </label>
      </fieldset>
      <button type="submit" className="button" data-testid="collage-preset-start">
        {t('start')}
      </button>
    </form>
  )
}
