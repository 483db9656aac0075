import Link from '@/components/ui/intent-link'
import { getTranslations } from 'next-intl/server'
import { SHOP_ROUTES } from '@/lib/config/routes'
import type { ShopContext } from '@/lib/context/shop-context'
import { formatMoney } from '@/lib/i18n/format'
import { localizedPath } from '@/lib/routing/localized-path'
import { designRoute, designToolLink, listingRoute } from '@/lib/shop/catalogue/listing-urls'
import { shopHref } from '@/lib/seo/urls'
import type { ProductPage } from '@/lib/api/pages/product-page'
import { DesignImage } from '@/components/listing/design-image'
import { NAME_SLOT } from '@/components/listing/named-label'
import { SWATCHES } from '@/components/listing/swatches'
import { Icon } from '@/components/ui/icon'
import { WishlistToggle } from '@/components/wishlist/wishlist-toggle'
import { DesignCarousel } from './design-carousel'
import { LazyDesignRow } from './lazy-design-row'
import { optionFields } from './option-fields'
import { PriceBox } from './price-box'
import { StickyActionBar } from './sticky-action-bar'
import { ProductOptionsForm } from './product-options-form'
import { ShippingTable } from './shipping-table'
import styles from './product-detail.module.css'

/** Where the sample form posts; the cart's route handler (another work package) answers it. */
export const SAMPLE_ENDPOINT = '/web-api/cart/samples'

/** The page's own actions; the sticky bar shows while they are out of view. */
const ACTIONS_ID = 'product-actions'

/** Flag of the sticky bar: the call to action follows the visitor down the page (the browser decides). */
const STICKY_FLAG = 'kls_sticky_add_to_cart_KS142'

export interface ProductDetailProps extends Pick<
  ProductPage,
  'data' | 'headline' | 'options' | 'quote' | 'shipping'
> {
  ctx: ShopContext
  /** The visitor's saved designs, or 'browser' on a shared rendering (the browser reads them). */
  saved: ReadonlySet<number> | 'browser'
}

/** The product page of a design: preview, options with the server's price, actions, carousels. */
export async function ProductDetail({
  ctx,
  data,
  headline,
  options,
  quote,
  shipping,
  saved,
}: ProductDetailProps) {
  const [t, tn, tw, tl] = await Promise.all([
    getTranslations('CatalogProduct'),
    getTranslations('CatalogNames'),
    getTranslations('CatalogWishlist'),
    getTranslations('CatalogListing'),
  ])
  const { design } = data
  const typeName = tn(`productPlural.${design.productType}`)
  const self = shopHref(ctx, designRoute(design.slug))
  // The chosen options travel into the design tool, so it opens with the same choices and price.
  const tool = designToolLink(design, options?.params)
  const crumbs = [
    { href: shopHref(ctx, SHOP_ROUTES.products), label: tl('all') },
    ...(design.occasion
      ? [
          {
            href: shopHref(ctx, listingRoute({ occasion: design.occasion })),
            label: tl('occasion', { occasion: tn(`occasionFor.${design.occasion}`) }),
          },
          {
            href: shopHref(ctx, listingRoute({ occasion: design.occasion, productType: design.productType })),
            label: tl('occasionProduct', {
              product: typeName,
              occasion: tn(`occasionFor.${design.occasion}`),
            }),
          },
        ]
      : []),
  ]
  const carousel = { previousLabel: t('previous'), nextLabel: t('next') }
  // Below the fold, drawn in the browser when scrolled near (ADR 0112); one heart drawing for all.
  const rows = [
    { id: 'similar-designs', heading: t('similar'), designs: data.similar },
    { id: 'related-products', heading: t('related'), designs: data.related },
  ]
  const heart = <Icon name="heart" />
  const rowWishlist = ctx.brandConfig.features.wishlist
    ? {
        add: tw('addNamed', { name: NAME_SLOT }),
        remove: tw('removeNamed', { name: NAME_SLOT }),
        failed: tw('failed'),
      }
    : null
  const toolHref =
    tool && `${localizedPath(ctx.localeSegment, tool.route, { desktop: ctx.variant === 'd' })}${tool.search}`
  return (
    <div className="container">
      <nav aria-label={t('breadcrumb')} className={styles.crumbs}>
        <ol>
          {crumbs.map((crumb) => (
            <li key={crumb.href}>
              <Link href={crumb.href}>{crumb.label}</Link>
            </li>
          ))}
        </ol>
      </nav>
      <div className={styles.layout}>
        <div className={styles.preview}>
          <DesignImage design={design} label={typeName} sizes="(min-width: 900px) 50vw, 100vw" priority />
        </div>
        <div className={styles.info}>
          <h1>{headline}</h1>
          <p>{design.description}</p>
          {data.variants.length > 1 && (
            <fieldset className={styles.variants}>
              <legend>{t('colour')}</legend>
              <ul>
                {data.variants.map((variant) => (
                  <li key={variant.id}>
                    <Link
                      href={shopHref(ctx, designRoute(variant.slug))}
                      aria-current={variant.id === design.id ? 'true' : undefined}
                      aria-label={t('colourOf', { name: variant.name })}
                      title={variant.name}
                      style={{ background: SWATCHES[variant.colours[0] ?? 'white'].swatch }}
                    />
                  </li>
                ))}
              </ul>
            </fieldset>
          )}
          <p className={styles.colours}>
            {t('colours', { list: design.colours.map((c) => tn(`color.${c}`)).join(', ') })}
          </p>
          {options ? (
            <ProductOptionsForm
              action={self}
              fields={optionFields(options, ctx.locale, t, tn)}
              heading={t('options')}
              submitLabel={t('update')}
              updatingLabel={t('updating')}
            >
              {options.choices.refinements.length === 1 && (
                <p className={styles.note}>{t('refinementNone')}</p>
              )}
              <PriceBox ctx={ctx} quote={quote} />
            </ProductOptionsForm>
          ) : (
            <p>{t('noPrice')}</p>
          )}
          <div className={styles.actions} id={ACTIONS_ID}>
            {toolHref && (
              <a className="button" href={toolHref} data-testid="design-now">
                {t('designNow')}
              </a>
            )}
            {ctx.brandConfig.features.wishlist && (
              <WishlistToggle
                heart={heart}
                designId={design.id}
                saved={saved === 'browser' ? saved : saved.has(design.id)}
                labels={{ add: tw('add'), remove: tw('remove') }}
                variant="button"
              />
            )}
            {ctx.brandConfig.features.freeSamples && (
              <form method="post" action={SAMPLE_ENDPOINT} className={styles.sample}>
                <input type="hidden" name="designId" value={design.id} />
                <button type="submit" className="button button--ghost">
                  {t('sample')}
                </button>
                <small>{t('sampleNote')}</small>
              </form>
            )}
          </div>
          {shipping && <ShippingTable ctx={ctx} info={shipping} />}
        </div>
      </div>
      {rows.map(
        (row) =>
          row.designs.length > 0 && (
            <DesignCarousel key={row.id} id={row.id} heading={row.heading} {...carousel}>
              <LazyDesignRow
                designs={row.designs.map((summary) => ({
                  id: summary.id,
                  previewKey: summary.previewKey,
                  name: summary.name,
                  colours: summary.colours,
                  aspectRatio: summary.aspectRatio,
                  href: shopHref(ctx, designRoute(summary.slug)),
                  type: tn(`productPlural.${summary.productType}`),
                }))}
                label={row.heading}
                heart={heart}
                wishlist={rowWishlist}
              />
            </DesignCarousel>
          ),
      )}
      {toolHref && quote && (
        <StickyActionBar flag={STICKY_FLAG} watchId={ACTIONS_ID} label={t('stickyBar')}>
          <p>
            {formatMoney(quote.total, ctx.locale, quote.currency)}
            <small>
              {t('priceFor', { count: quote.quantity })} · {t('exclShipping')}
            </small>
          </p>
          <a className="button" href={toolHref}>
            {t('designNow')}
          </a>
        </StickyActionBar>
      )}
    </div>
  )
}
