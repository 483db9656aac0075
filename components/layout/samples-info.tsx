import { getTranslations } from 'next-intl/server'
import { SAMPLES } from '@/lib/config/shipping'
import type { ShopContext } from '@/lib/context/shop-context'
import { formatMoney } from '@/lib/i18n/format'
import { Icon } from '@/components/ui/icon'
import styles from './samples-info.module.css'

/**
 * The "free sample cards" selling-point modal. It is a native popover: it opens from the header
 * button, closes on Escape or outside click, and needs no JavaScript.
 */
export async function SamplesInfo({ ctx }: { ctx: ShopContext }) {
  const t = await getTranslations('Samples')
  const extra =
    (SAMPLES.extraPrice as Partial<Record<string, number>>)[ctx.localeSegment] ?? SAMPLES.extraPrice.de
  return (
    <div id="samples-info" popover="auto" className="modal" role="dialog" aria-labelledby="samples-title">
      <button className={styles.close} type="button" popoverTarget="samples-info" popoverTargetAction="hide">
        <Icon name="close" />
        <span className="visually-hidden">{t('close')}</span>
      </button>
      <h2 id="samples-title">{t('title')}</h2>
      <p>{t('text', { extra: formatMoney(extra, ctx.locale) })}</p>
      <p className={styles.how}>{t('how')}</p>
    </div>
  )
}
