'use client'

import Link from '@/components/ui/intent-link'
import { useEffect, useState } from 'react'
import { DesignImage } from '@/components/listing/design-image'
import styles from '@/components/listing/design-grid.module.css'
import type { ColourKey } from '@/lib/model/design-keys'
import {
  WISHLIST_DESIGNS_PATH,
  wishlistDesignsSchema,
  type WishlistDesigns,
} from '@/lib/shop/catalogue/wishlist-designs-schema'

export interface WishlistGridLabels {
  headline: string
  subline: string
  /** "#" stands for the number. */
  countOne: string
  countOther: string
  link: string
  typeNames: Record<string, string>
}

/**
 * The visitor's wishlist on a static content page: read from /web-api/wishlist after hydration (the
 * list is the visitor's, the page is everyone's). Nothing shows until there is at least one design,
 * so an empty wishlist leaves no trace on the page.
 */
export function WishlistGridClient({
  channel,
  locale,
  designHref,
  wishlistHref,
  labels,
  limit,
}: {
  channel: string
  locale: string
  /** A design page URL with "__slug__" where the design's slug goes. */
  designHref: string
  wishlistHref: string
  labels: WishlistGridLabels
  limit: number
}) {
  const [designs, setDesigns] = useState<WishlistDesigns>([])
  useEffect(() => {
    const controller = new AbortController()
    fetch(WISHLIST_DESIGNS_PATH, { headers: { channel, locale }, signal: controller.signal })
      .then((response) => (response.ok ? response.json() : null))
      .then((json: unknown) => {
        const parsed = wishlistDesignsSchema.safeParse(json)
        if (parsed.success) setDesigns(parsed.data.designs)
      })
      .catch(() => {
        // Offline or aborted: the block simply stays hidden, as for an empty wishlist.
      })
    return () => controller.abort()
  }, [channel, locale])
  if (!designs.length) return null
  return (
    <section
      className="container"
      data-container="wishlist_cards_grid"
      style={{ paddingTop: 24, paddingBottom: 16 }}
    >
      <h2>{labels.headline}</h2>
      {labels.subline && <p>{labels.subline}</p>}
      <p data-testid="wishlist-grid-count">
        {(designs.length === 1 ? labels.countOne : labels.countOther).replace('#', String(designs.length))}
      </p>
      <ul className={styles.grid} aria-label={labels.headline} data-testid="design-grid">
        {designs.slice(0, limit).map((design) => {
          const typeName = labels.typeNames[design.productType] ?? ''
          return (
            <li key={design.id} className={styles.item} data-design-id={design.id}>
              <Link
                className={styles.link}
                href={designHref.replace('__slug__', encodeURIComponent(design.slug))}
              >
                <DesignImage
                  design={{
                    ...design,
                    colours: design.colours as ColourKey[],
                    aspectRatio: design.aspectRatio as 'square',
                  }}
                  label={typeName}
                  sizes="(min-width: 1024px) 25vw, (min-width: 576px) 33vw, 50vw"
                />
                <span className={styles.name}>{design.name}</span>
                <span className={styles.type}>{typeName}</span>
              </Link>
            </li>
          )
        })}
      </ul>
      <p style={{ marginTop: 16 }}>
        <Link className="button" href={wishlistHref}>
          {labels.link}
        </Link>
      </p>
    </section>
  )
}
