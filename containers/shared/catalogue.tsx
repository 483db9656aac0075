import Link from '@/components/ui/intent-link'
import type { ReactNode } from 'react'
import { z } from 'zod'
import { localHref } from '@/lib/cms/links'
import type { ContainerContext } from '../types'
import { image, link, text, type ImageField } from './fields'
import { ServicePicture } from './service-picture'
import styles from './catalogue.module.css'

/**
 * What catalogue containers share: the editor writes the framing (headline, intro, optional picture,
 * a link onward); the products themselves always come from the catalogue through lib/shop, so a
 * story never holds a name or price that could go stale.
 */
export const sectionFields = {
  headline: text,
  intro: text,
  image,
  linkText: text,
  url: link,
}
export const sectionSchema = z.object(sectionFields)

export interface Section {
  headline: string
  intro: string
  image?: ImageField
  link?: { href: string; text: string }
}

export function sectionOf(data: z.output<typeof sectionSchema>, ctx: ContainerContext): Section {
  const href = localHref(ctx, data.url)
  return {
    headline: data.headline,
    intro: data.intro,
    image: data.image,
    ...(href && data.linkText ? { link: { href, text: data.linkText } } : {}),
  }
}

/** A whole number id from a story field ("12" or 12); undefined when empty or not an id. */
export const idField = z
  .union([z.number(), z.string()])
  .optional()
  .transform((value) => {
    const n = typeof value === 'string' ? (value.trim() === '' ? NaN : Number(value)) : (value ?? NaN)
    return Number.isSafeInteger(n) && n > 0 ? n : undefined
  })

/** How many items an overview shows at most (editor's choice, bounded). */
export const limitField = z.coerce.number().int().min(1).max(48).default(8)

export function CatalogueSection({
  name,
  section,
  children,
}: {
  name: string
  section: Section
  children: ReactNode
}) {
  return (
    <section className={`container ${styles.root}`} data-container={name}>
      {(section.headline || section.intro || section.image) && (
        <div className={styles.head}>
          <div>
            {section.headline && <h2>{section.headline}</h2>}
            {section.intro && <p>{section.intro}</p>}
          </div>
          {section.image && (
            <ServicePicture image={section.image} width={480} height={300} className={styles.hero} />
          )}
        </div>
      )}
      {children}
      {section.link && (
        <p className={styles.more}>
          <Link className="button" href={section.link.href}>
            {section.link.text}
          </Link>
        </p>
      )}
    </section>
  )
}

export interface Tile {
  key: string | number
  title: string
  meta?: string
  price?: string
  href?: string
  picture?: ReactNode
  /** A rating line (components/reviews/star-rating.tsx), where an experiment shows ratings. */
  rating?: ReactNode
}

export function Tiles({
  tiles,
  label,
  layout = 'grid',
}: {
  tiles: readonly Tile[]
  label?: string
  /** A list of full-width rows instead of the grid (an overview's layout experiment). */
  layout?: 'grid' | 'list'
}) {
  return (
    <ul
      className={layout === 'list' ? `${styles.tiles} ${styles.tilesList}` : styles.tiles}
      aria-label={label}
      data-layout={layout}
    >
      {tiles.map((tile) => {
        const body = (
          <>
            {tile.picture && <div className={styles.picture}>{tile.picture}</div>}
            <h3>{tile.title}</h3>
            {tile.meta && <p className={styles.meta}>{tile.meta}</p>}
            {tile.rating}
            {tile.price && <p className={styles.price}>{tile.price}</p>}
          </>
        )
        return (
          <li key={tile.key} data-testid="catalogue-tile">
            {tile.href ? (
              <Link className={styles.tile} href={tile.href}>
                {body}
              </Link>
            ) : (
              <div className={styles.tile}>{body}</div>
            )}
          </li>
        )
      })}
    </ul>
  )
}

export function Facts({ rows }: { rows: readonly [string, string][] }) {
  return (
    <dl className={styles.facts}>
      {rows.map(([term, value]) => (
        <div key={term} style={{ display: 'contents' }}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}

export const catalogueStyles = styles
