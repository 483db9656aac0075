import Link from '@/components/ui/intent-link'
import { getTranslations } from 'next-intl/server'
import type { ShopContext } from '@/lib/context/shop-context'
import { shopHref } from '@/lib/seo/urls'
import styles from './status-teaser.module.css'

/**
 * The 404 page of the spec: one full-width teaser, white h1, image on the left (large image on
 * desktop, small one on phones), headline, subline and control label from translations. The button
 * is hidden; the control is a plain link to the locale's home page.
 */
export async function StatusTeaser({ ctx }: { ctx: ShopContext }) {
  const t = await getTranslations('NotFound')
  return (
    <section className={styles.teaser} data-testid="not-found-teaser">
      <picture className={styles.picture}>
        <source
          media="(min-width: 1024px)"
          srcSet="/images/error-404-desktop.svg"
          width={1180}
          height={440}
        />
        <img src="/images/error-404-mobile.svg" alt={t('imageAlt')} width={600} height={628} />
      </picture>
      <div className={styles.text}>
        <h1>{t('headline')}</h1>
        <p>{t('subline')}</p>
        <Link className={styles.control} href={shopHref(ctx)}>
          {t('control')}
        </Link>
      </div>
    </section>
  )
}
