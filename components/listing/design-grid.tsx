import Link from '@/components/ui/intent-link'
import { getTranslations } from 'next-intl/server'
import type { ShopContext } from '@/lib/context/shop-context'
import type { DesignSummary } from '@/lib/shop/catalogue/design-summary'
import { designRoute } from '@/lib/shop/catalogue/listing-urls'
import { shopHref } from '@/lib/seo/urls'
import { Icon } from '@/components/ui/icon'
import { WishlistToggle } from '@/components/wishlist/wishlist-toggle'
import { DesignImage } from './design-image'
import { NAME_SLOT, namedLabel } from './named-label'
import styles from './design-grid.module.css'

const TILE_SIZES = '(min-width: 1024px) 25vw, (min-width: 576px) 33vw, 50vw'

/**
 * Design tiles: preview, name and product type linking to the product page, and the wishlist heart
 * where the brand has a wishlist. `eagerCount` tiles load their image at once (above the fold).
 */
export async function DesignGrid({
  ctx,
  designs,
  saved,
  label,
  eagerCount = 4,
  variant = 'grid',
}: {
  ctx: ShopContext
  designs: readonly DesignSummary[]
  /** The visitor's saved designs, or 'browser' on a shared rendering (the browser reads them). */
  saved: ReadonlySet<number> | 'browser'
  label: string
  eagerCount?: number
  variant?: 'grid' | 'row'
}) {
  const [tn, tw] = await Promise.all([getTranslations('CatalogNames'), getTranslations('CatalogWishlist')])
  // Once per list, not per tile: the heart is one element (the RSC payload then refers back to it
  // instead of repeating the drawing 48 times), and the labels are formatted once with a slot for
  // the name, so a 48-tile page does not run the message formatter 96 times.
  const heart = <Icon name="heart" />
  const addLabel = namedLabel(tw('addNamed', { name: NAME_SLOT }))
  const removeLabel = namedLabel(tw('removeNamed', { name: NAME_SLOT }))
  return (
    <ul
      className={variant === 'grid' ? styles.grid : styles.row}
      aria-label={label}
      data-testid="design-grid"
    >
      {designs.map((design, index) => {
        const typeName = tn(`productPlural.${design.productType}`)
        return (
          <li key={design.id} className={styles.item} data-design-id={design.id}>
            <Link className={styles.link} href={shopHref(ctx, designRoute(design.slug))}>
              <DesignImage design={design} label={typeName} sizes={TILE_SIZES} eager={index < eagerCount} />
              <span className={styles.name}>{design.name}</span>
              <span className={styles.type}>{typeName}</span>
            </Link>
            {ctx.brandConfig.features.wishlist && (
              <div className={styles.heart}>
                <WishlistToggle
                  heart={heart}
                  designId={design.id}
                  saved={saved === 'browser' ? saved : saved.has(design.id)}
                  labels={{ add: addLabel(design.name), remove: removeLabel(design.name) }}
                />
              </div>
            )}
          </li>
        )
      })}
    </ul>
  )
}
