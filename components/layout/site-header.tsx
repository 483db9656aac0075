import Link from '@/components/ui/intent-link'
import { getTranslations } from 'next-intl/server'
import { localHref } from '@/lib/cms/links'
import { SHOP_ROUTES } from '@/lib/config/routes'
import type { ShopContext } from '@/lib/context/shop-context'
import { shopHref } from '@/lib/seo/urls'
import { CartBadge } from '@/components/cart/cart-badge'
import { Icon } from '@/components/ui/icon'
import { WishlistCountBadge } from '@/components/wishlist/wishlist-count-badge'
import { ExpressBar } from '@/components/express/express-bar'
import { SHOP_LOCALES } from '@/lib/config/locales'
import { messagesFor } from '@/lib/i18n/messages'
import { BrandLogo } from './brand-logo'
import { SamplesInfo } from './samples-info'
import styles from './site-header.module.css'

/**
 * Header of the web variant: logo, contact, free samples, account, wishlist (if the brand has one),
 * cart, and below them the brand's product categories (brand config `navigation`): a row on wide
 * screens, a drawer on phones. The drawer is a <details>, so it opens without JavaScript.
 */
export async function SiteHeader({ ctx }: { ctx: ShopContext }) {
  const [t, tw, tn] = await Promise.all([
    getTranslations('Header'),
    getTranslations('CatalogWishlist'),
    getTranslations('WallArtShop.navigation'),
  ])
  const { features, navigation } = ctx.brandConfig
  const linkCtx = { ...ctx, trailingSlash: ctx.brandConfig.trailingSlash === 'always' }
  const categories = navigation.map((entry) => ({
    key: entry.key,
    href: localHref(linkCtx, entry.href) ?? entry.href,
    label: tn(entry.key),
  }))
  const categoryList = (
    <ul className={styles.categoryList}>
      {categories.map((c) => (
        <li key={c.key}>
          <Link className={styles.category} href={c.href}>
            {c.label}
          </Link>
        </li>
      ))}
    </ul>
  )
  return (
    <header className={styles.header}>
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <ExpressBar
        country={SHOP_LOCALES[ctx.localeSegment].country}
        locale={ctx.locale}
        texts={messagesFor(ctx.locale).ExpressInfo}
      />
      <div className={`container ${styles.bar}`}>
        {categories.length > 0 && (
          <details className={styles.drawer} data-testid="category-drawer">
            <summary className={styles.item} aria-label={tn('open')}>
              <Icon name="menu" />
            </summary>
            <nav aria-label={tn('label')} className={styles.drawerPanel}>
              {categoryList}
            </nav>
          </details>
        )}
        <Link href={shopHref(ctx, SHOP_ROUTES.home)} aria-label={t('home', { brand: ctx.brandName })}>
          <BrandLogo theme={ctx.brandConfig.theme} name={ctx.brandName} />
        </Link>
        <nav aria-label={t('mainNavigation')}>
          <ul className={styles.nav}>
            <li>
              <a className={styles.item} href="#contact">
                <Icon name="phone" />
                <span className={styles.label}>{t('contact')}</span>
              </a>
            </li>
            {features.freeSamples && (
              <li>
                <button className={styles.item} type="button" popoverTarget="samples-info">
                  <Icon name="gift" />
                  <span className={styles.label}>{t('samples')}</span>
                </button>
              </li>
            )}
            <li>
              <Link className={styles.item} href={shopHref(ctx, SHOP_ROUTES.account)}>
                <Icon name="user" />
                <span className={styles.label}>{t('account')}</span>
              </Link>
            </li>
            {features.wishlist && (
              <li>
                <Link className={styles.item} href={shopHref(ctx, SHOP_ROUTES.wishlist)}>
                  <Icon name="heart" />
                  <span className={styles.label}>{t('wishlist')}</span>
                  <WishlistCountBadge one={tw('badgeOne')} other={tw('badgeOther')} />
                </Link>
              </li>
            )}
            <li>
              <Link className={styles.item} href={shopHref(ctx, SHOP_ROUTES.cart)} data-testid="header-cart">
                <Icon name="bag" />
                <span className={styles.label}>{t('cart')}</span>
                <CartBadge ctx={ctx} />
              </Link>
            </li>
          </ul>
        </nav>
      </div>
      {categories.length > 0 && (
        <nav
          aria-label={tn('label')}
          className={`container ${styles.categories}`}
          data-testid="category-menu"
        >
          {categoryList}
        </nav>
      )}
      {features.freeSamples && <SamplesInfo ctx={ctx} />}
    </header>
  )
}
