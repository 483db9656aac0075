import { getTranslations } from 'next-intl/server'
import type { BrandKey } from '@/lib/config/brands'
import { Icon } from '@/components/ui/icon'
import styles from './trust-points.module.css'

/** Spec: trust-point items are taken from translations by position. */
const POSITIONS = ['1', '2', '3', '4'] as const

export async function TrustPoints({ brand }: { brand: BrandKey }) {
  const t = await getTranslations('TrustPoints')
  return (
    <section className={styles.bar} aria-label={t('label')}>
      <ul className={`container ${styles.list}`}>
        {POSITIONS.map((position) => (
          <li key={position} className={styles.item}>
            <Icon name="check" />
            <span>
              <strong>{t(`${brand}.${position}.title`)}</strong>
              <br />
              {t(`${brand}.${position}.text`)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}
