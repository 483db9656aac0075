'use client'

import { useEffect, useRef, useState, type ReactNode } from 'react'
import Link from '@/components/ui/intent-link'
import type { DesignSummary } from '@/lib/shop/catalogue/design-summary'
import { DesignImage } from '@/components/listing/design-image'
import { namedLabel } from '@/components/listing/named-label'
import { WishlistHeart } from '@/components/wishlist/wishlist-heart'
import grid from '@/components/listing/design-grid.module.css'
import styles from './product-detail.module.css'

/** What a tile needs of a design, with its link and product-type label worked out by the server. */
export type RowDesign = Pick<DesignSummary, 'id' | 'previewKey' | 'name' | 'colours' | 'aspectRatio'> & {
  href: string
  type: string
}

const TILE_SIZES = '(min-width: 768px) 25vw, 50vw'

/** Start drawing the tiles this far before the row scrolls into view, so they are there when it does. */
const AHEAD = '600px 0px'

/**
 * A carousel's tiles below the fold of the product page (ADR 0112): the server sends the designs as
 * data and the page's HTML has only same-sized empty slots; the tiles (picture, name, type, heart)
 * are drawn in the browser when the row comes near the viewport. The similar and related designs
 * were half of the page's HTML and payload, for a part most visitors never scroll to. The hearts
 * read the visitor's wishlist like every heart of a shared rendering.
 */
export function LazyDesignRow({
  designs,
  label,
  heart,
  wishlist,
}: {
  designs: readonly RowDesign[]
  label: string
  /** `<Icon name="heart" />`, drawn by the server once for the row. */
  heart: ReactNode
  /** The heart's labels formatted with NAME_SLOT for the name, and its failure text; null: no wishlist. */
  wishlist: { add: string; remove: string; failed: string } | null
}) {
  const list = useRef<HTMLUListElement>(null)
  const [near, setNear] = useState(false)
  useEffect(() => {
    const target = list.current
    if (!target) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true)
          observer.disconnect()
        }
      },
      { rootMargin: AHEAD },
    )
    observer.observe(target)
    return () => observer.disconnect()
  }, [])
  const add = wishlist && namedLabel(wishlist.add)
  const remove = wishlist && namedLabel(wishlist.remove)
  return (
    <ul ref={list} className={grid.row} aria-label={label} data-testid="design-grid" aria-busy={!near}>
      {designs.map((design) =>
        near ? (
          <li key={design.id} className={grid.item} data-design-id={design.id}>
            <Link className={grid.link} href={design.href}>
              <DesignImage design={design} label={design.type} sizes={TILE_SIZES} />
              <span className={grid.name}>{design.name}</span>
              <span className={grid.type}>{design.type}</span>
            </Link>
            {wishlist && add && remove && (
              <div className={grid.heart}>
                <WishlistHeart
                  heart={heart}
                  designId={design.id}
                  saved="browser"
                  labels={{ add: add(design.name), remove: remove(design.name) }}
                  texts={{ failed: wishlist.failed }}
                />
              </div>
            )}
          </li>
        ) : (
          <li key={design.id} className={`${grid.item} ${styles.slot}`} aria-hidden="true" />
        ),
      )}
    </ul>
  )
}
