import Link from '@/components/ui/intent-link'
import { getTranslations } from 'next-intl/server'
import { SHOP_ROUTES } from '@/lib/config/routes'
import type { ShopContext } from '@/lib/context/shop-context'
import { shopHref } from '@/lib/seo/urls'
import styles from './home-hero.module.css'

/** The brand's welcome block: headline, subline, a way into the products, a drawn illustration. */
export async function HomeHero({ ctx }: { ctx: ShopContext }) {
  const t = await getTranslations(`Home.${ctx.brand}`)
  return (
    <section className={styles.hero} aria-labelledby="home-headline">
      <div className={`container ${styles.inner}`}>
        <div className={styles.text}>
          <h1 id="home-headline">{t('headline')}</h1>
          <p>{t('subline')}</p>
          <Link className="button" href={shopHref(ctx, SHOP_ROUTES.products)}>
            {t('cta')}
          </Link>
        </div>
        {/* eslint-disable-next-line @next/next/no-img-element -- an SVG, nothing to optimise; next/image
            would add its client component to the first-load JS of every CMS page (ADR 0022) */}
        <img
          className={styles.image}
          src={`/images/${ctx.brand}-hero.svg`}
          alt=""
          width={640}
          height={480}
          loading="eager"
          fetchPriority="high"
        />
      </div>
    </section>
  )
}
