'use client'

import { useTranslations } from 'next-intl'
import { paletteRef, resolveColor } from '@/lib/shop/design-print/design/color-refs'
import type { Palette } from '@/lib/shop/design-print/design/colors'
import styles from '../controls.module.css'

/** The design's palette as swatches plus a free colour picker; palette picks stay references. */
export function ColorField({
  label,
  value,
  palette,
  onChange,
}: {
  label: string
  value: string
  palette: Palette
  onChange: (color: string) => void
}) {
  const t = useTranslations('Editor.properties')
  const current = resolveColor(value, palette)
  return (
    <fieldset className={styles.field}>
      <legend>{label}</legend>
      <div className={styles.swatches}>
        {Object.entries(palette).map(([name, hex]) => (
          <button
            key={name}
            type="button"
            className={styles.swatch}
            style={{ background: hex }}
            aria-label={t('paletteColor', { name })}
            aria-pressed={value === paletteRef(name)}
            onClick={() => onChange(paletteRef(name))}
          />
        ))}
        <label className={styles.picker}>
          <span className="visually-hidden">{t('customColor')}</span>
          <input type="color" value={current} onChange={(e) => onChange(e.target.value)} />
        </label>
      </div>
    </fieldset>
  )
}
