'use client'

import { useTranslations } from 'next-intl'
import type { LengthUnit, LocaleCode } from '@/lib/config/locales'
import { formatSize } from '@/lib/i18n/length'
import type { PieceReference } from './use-wall-art'
import styles from './wall-art.module.css'

type Pixels = { w: number; h: number }

/** Whether a photo has the pixels a size needs, whichever way round it is placed. */
export function photoCovers(photo: Pixels, needed: Pixels): boolean {
  const [long, short] = photo.w >= photo.h ? [photo.w, photo.h] : [photo.h, photo.w]
  const [needLong, needShort] = needed.w >= needed.h ? [needed.w, needed.h] : [needed.h, needed.w]
  return long >= needLong && short >= needShort
}

/**
 * The redesigned calculator (flag voll_calculator_redesign_VP334): the chosen size worked out from
 * /web-api/calculator/reference — what is seen on the wall, what is printed (with bleed, wrap or mat
 * overlap) and the pixels a photo needs for it — so a shopper can pick a size their photo carries
 * before looking at the price.
 */
export function SizeCalculator({
  sizes,
  photo,
  unit,
  locale,
}: {
  sizes: PieceReference
  photo: Pixels | null
  unit: LengthUnit
  locale: LocaleCode
}) {
  const t = useTranslations('WallArt.calculator')
  const number = new Intl.NumberFormat(locale)
  const px = (p: Pixels) => t('pixels', { w: number.format(p.w), h: number.format(p.h) })
  const verdict = photo
    ? photoCovers(photo, sizes.pixelsFor150dpi)
      ? 'good'
      : photoCovers(photo, sizes.pixelsFor75dpi)
        ? 'fair'
        : 'poor'
    : null
  return (
    <section
      className={styles.calculator}
      aria-labelledby="wallart-calculator"
      data-testid="wallart-calculator"
    >
      <h3 id="wallart-calculator" className={styles.calculatorTitle}>
        {t('title')}
      </h3>
      <dl className={styles.calculatorRows}>
        <dt>{t('visible')}</dt>
        <dd>{formatSize(sizes.visibleWidthMm, sizes.visibleHeightMm, unit, locale)}</dd>
        <dt>{t('printed')}</dt>
        <dd>{formatSize(sizes.printWidthMm, sizes.printHeightMm, unit, locale)}</dd>
        <dt>{t('good')}</dt>
        <dd>{px(sizes.pixelsFor150dpi)}</dd>
        <dt>{t('minimum')}</dt>
        <dd>{px(sizes.pixelsFor75dpi)}</dd>
        {photo && verdict && (
          <>
            <dt>{t('photo')}</dt>
            <dd data-verdict={verdict}>
              {px(photo)} – {t(`verdict.${verdict}`)}
            </dd>
          </>
        )}
      </dl>
    </section>
  )
}
