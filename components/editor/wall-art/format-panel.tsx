'use client'

import { useTranslations } from 'next-intl'
import { useMemo, useState, type FormEvent } from 'react'
import type { WallArtChoices } from '@/lib/api/editor/wall-art-choices'
import type { LocaleCode } from '@/lib/config/locales'
import { formatsBelow } from '@/lib/editor/wall-art-quality'
import type { AssetPixels } from '@/lib/shop/design-print/design/preflight-photos'
import { wallArtLayout, type WallArtSpec } from '@/lib/shop/design-print/design/wall-art'
import { formatDimensions } from '@/lib/i18n/format'
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
  const [free, setFree] = useState({ width: String(spec.widthMm / 10), height: String(spec.heightMm / 10) })
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

  function applyFree(event: FormEvent) {
    event.preventDefault()
    const widthMm = Math.round(Number(free.width.replace(',', '.')) * 10)
    const heightMm = Math.round(Number(free.height.replace(',', '.')) * 10)
    if (!Number.isFinite(widthMm) || !Number.isFinite(heightMm) || !fits(limits, widthMm, heightMm)) {
      setFreeError(
        t('freeLimits', {
          min: limits.minSideMm / 10,
          max: limits.maxSideMm / 10,
          short: limits.maxShortSideMm / 10,
        }),
      )
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
                  {formatDimensions(size.widthMm, size.heightMm, locale)}
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
            {t('widthCm')}
            <input
              inputMode="decimal"
              value={free.width}
              onChange={(event) => setFree({ ...free, width: event.target.value })}
              aria-describedby="wallart-free-limits"
            />
          </label>
          <label className={styles.field}>
            {t('heightCm')}
            <input
              inputMode="decimal"
              value={free.height}
              onChange={(event) => setFree({ ...free, height: event.target.value })}
              aria-describedby="wallart-free-limits"
            />
          </label>
          <button type="submit">{t('apply')}</button>
        </div>
        <small id="wallart-free-limits">
          {t('freeLimits', {
            min: limits.minSideMm / 10,
            max: limits.maxSideMm / 10,
            short: limits.maxShortSideMm / 10,
          })}
        </small>
        {freeError && <p role="alert">{freeError}</p>}
      </form>
    </div>
  )
}
