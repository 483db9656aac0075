'use client'

import { useTranslations } from 'next-intl'
import { useMemo, useState, type FormEvent } from 'react'
import type { WallArtChoices } from '@/lib/api/editor/wall-art-choices'
import type { LocaleCode } from '@/lib/config/locales'
import { formatsBelow } from '@/lib/editor/wall-art-quality'
import type { AssetPixels } from '@/lib/shop/design-print/design/preflight-photos'
import { wallArtLayout, type WallArtSpec } from '@/lib/shop/design-print/design/wall-art'
import { formatLengthNumber, formatSize, parseLength } from '@/lib/i18n/length'
import { fits, readSize, useWallArt } from './use-wall-art'
import styles from './wall-art.module.css'

type Orientation = 'portrait' | 'landscape'

const oriented = (size: { widthMm: number; heightMm: number }, orientation: Orientation) => {
  const short = Math.min(size.widthMm, size.heightMm)
  const long = Math.max(size.widthMm, size.heightMm)
  return orientation === 'portrait' ? { widthMm: short, heightMm: long } : { widthMm: long, heightMm: short }
}

/** The spec at another size (the mat lies round the picture, so it fits every size). */
function sized(spec: WallArtSpec, size: { widthMm: number; heightMm: number }): WallArtSpec {
  return { ...spec, widthMm: size.widthMm, heightMm: size.heightMm }
}

/**
 * The spec's formats by group and a free size within the material's limits (format-limits), and the
 * orientation. Sizes the photo would print below 75 dpi in are marked before the shopper picks one.
 * Everything is shown and typed in the shop's unit (`choices.lengthUnit`: inches in en-US, ADR 0066);
 * the spec stays in mm, so a free size typed in inches becomes whole millimetres.
 */
export function FormatPanel({
  choices,
  pixels,
  locale,
}: {
  choices: WallArtChoices
  pixels: AssetPixels | undefined
  locale: LocaleCode
}) {
  const t = useTranslations('WallArt.format')
  const [spec, change] = useWallArt()
  const material = choices.materials.find((m) => m.key === spec.material)
  const orientation: Orientation = spec.widthMm > spec.heightMm ? 'landscape' : 'portrait'
  const unit = choices.lengthUnit
  const shown = (mm: number) => formatLengthNumber(mm, unit, locale)
  const [free, setFree] = useState({ width: shown(spec.widthMm), height: shown(spec.heightMm) })
  const [freeError, setFreeError] = useState<string | null>(null)
  const groups = useMemo(
    () =>
      choices.formatGroups
        .map((g) => ({
          ...g,
          sizes: g.formats
            .filter((f) => material?.formats.includes(f))
            .map((f) => ({ key: f, ...oriented(readSize(f), orientation) })),
        }))
        .filter((g) => g.sizes.length > 0),
    [choices.formatGroups, material, orientation],
  )
  const below = useMemo(() => {
    if (!pixels) return new Set<string>()
    const sizes = groups.flatMap((g) => g.sizes)
    return formatsBelow(
      pixels,
      sizes.map((s) => {
        const box = wallArtLayout(sized(spec, s)).photoBox
        return { key: s.key, photoWidthMm: box.width, photoHeightMm: box.height }
      }),
    )
  }, [pixels, groups, spec])
  if (!material) return null
  const limits = material.limits

  // The limits as the shopper reads them: the minimum rounded up and the maxima down, so a limit
  // typed back in (4 in for 100 mm) is inside the material's range.
  const limitTexts = {
    min: formatLengthNumber(limits.minSideMm, unit, locale, 'up'),
    max: formatLengthNumber(limits.maxSideMm, unit, locale, 'down'),
    short: formatLengthNumber(limits.maxShortSideMm, unit, locale, 'down'),
    unit,
  }

  /** A side as typed; the unchanged prefilled value keeps the spec's exact mm (15.7 in is 400 mm). */
  function sideMm(text: string, currentMm: number): number | null {
    return text.trim() === shown(currentMm) ? currentMm : parseLength(text, unit)
  }

  function applyFree(event: FormEvent) {
    event.preventDefault()
    const widthMm = sideMm(free.width, spec.widthMm)
    const heightMm = sideMm(free.height, spec.heightMm)
    if (widthMm === null || heightMm === null || !fits(limits, widthMm, heightMm)) {
      setFreeError(t('freeLimits', limitTexts))
      return
    }
    setFreeError(null)
    change(sized(spec, { widthMm, heightMm }))
  }

  return (
    <div className={styles.stack} data-testid="wallart-format">
      <fieldset className={styles.fieldset}>
        <legend>{t('orientation')}</legend>
        <div className={styles.choices}>
          {(['portrait', 'landscape'] as const).map((o) => (
            <label key={o} className={styles.choice}>
              <input
                type="radio"
                name="wallart-orientation"
                checked={orientation === o}
                onChange={() => change(sized(spec, oriented(spec, o)))}
              />
              {t(`orientations.${o}`)}
            </label>
          ))}
        </div>
      </fieldset>
      {groups.map((group) => (
        <fieldset key={group.key} className={styles.fieldset}>
          <legend>{group.name}</legend>
          <div className={styles.sizes}>
            {group.sizes.map((size) => {
              const low = below.has(size.key)
              const current = size.widthMm === spec.widthMm && size.heightMm === spec.heightMm
              return (
                <button
                  key={size.key}
                  type="button"
                  aria-pressed={current}
                  data-format={`${size.widthMm}x${size.heightMm}`}
                  data-low-resolution={low || undefined}
                  className={low ? styles.lowSize : undefined}
                  onClick={() => change(sized(spec, size))}
                >
                  {formatSize(size.widthMm, size.heightMm, unit, locale)}
                  {low && <small> · {t('lowResolution')}</small>}
                </button>
              )
            })}
          </div>
        </fieldset>
      ))}
      <form className={styles.fieldset} onSubmit={applyFree}>
        <p className={styles.legend}>{t('free')}</p>
        <div className={styles.choices}>
          <label className={styles.field}>
            {t('width', { unit })}
            <input
              inputMode="decimal"
              value={free.width}
              onChange={(event) => setFree({ ...free, width: event.target.value })}
              aria-describedby="wallart-free-limits"
            />
          </label>
          <label className={styles.field}>
            {t('height', { unit })}
            <input
              inputMode="decimal"
              value={free.height}
              onChange={(event) => setFree({ ...free, height: event.target.value })}
              aria-describedby="wallart-free-limits"
            />
          </label>
          <button type="submit">{t('apply')}</button>
        </div>
        <small id="wallart-free-limits">{t('freeLimits', limitTexts)}</small>
        {freeError && <p role="alert">{freeError}</p>}
      </form>
    </div>
  )
}
