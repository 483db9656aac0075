import Link from '@/components/ui/intent-link'
import { getTranslations } from 'next-intl/server'
import { localHref } from '@/lib/cms/links'
import type { DesignSummary } from '@/lib/shop/catalogue/design-summary'
import { designRoute } from '@/lib/shop/catalogue/listing-urls'
import { DesignImage } from '@/components/listing/design-image'
import styles from '@/components/listing/design-grid.module.css'
import type { ContainerContext } from '../types'

const TILE_SIZES = '(min-width: 1024px) 25vw, (min-width: 576px) 33vw, 50vw'

/**
 * Card designs as tiles (preview, name, product type) linking to their product pages. Unlike the
 * listing grid there is no wishlist heart: content pages are static and the heart's state is the
 * visitor's, so it lives on the listings and product pages that are rendered per request.
 */
export async function DesignTiles({
  ctx,
  designs,
  label,
}: {
  ctx: ContainerContext
  designs: readonly DesignSummary[]
  label: string
}) {
  const tn = await getTranslations({ locale: ctx.locale, namespace: 'CatalogNames' })
  return (
    <ul className={styles.grid} aria-label={label} data-testid="design-grid">
      {designs.map((design) => {
        const typeName = tn(`productPlural.${design.productType}`)
        return (
          <li key={design.id} className={styles.item} data-design-id={design.id}>
            <Link
              className={styles.link}
              href={localHref(ctx, `/${designRoute(design.slug).join('/')}`) ?? '/'}
            >
              <DesignImage design={design} label={typeName} sizes={TILE_SIZES} />
              <span className={styles.name}>{design.name}</span>
              <span className={styles.type}>{typeName}</span>
            </Link>
          </li>
        )
      })}
    </ul>
  )
}
