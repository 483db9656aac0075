import Link from '@/components/ui/intent-link'
import styles from './photo-products.module.css'

/**
 * One design in an overview grid: drawn picture, name, facts, optional rating line and price from.
 * With `href` the whole tile is one link (to the design's configurator), so picture and name are a
 * single tab stop and a single target on a phone.
 */
export function DesignTile({
  picture,
  name,
  meta,
  rating,
  price,
  priceNote,
  href,
}: {
  picture: React.ReactNode
  name: string
  meta: string
  /** The rating line (components/reviews/star-rating.tsx) while the star-rating experiment is on. */
  rating?: React.ReactNode
  price?: string
  priceNote?: string
  href?: string
}) {
  const figure = (
    <figure className={styles.tile} data-testid="design-tile">
      <div className={styles.picture}>{picture}</div>
      <figcaption>
        <h2>{name}</h2>
        <p className={styles.meta}>{meta}</p>
        {rating}
        {price && (
          <p className={styles.price}>
            {price} <span className="visually-hidden">{priceNote}</span>
          </p>
        )}
      </figcaption>
    </figure>
  )
  return (
    <li>
      {href ? (
        <Link className={styles.tileLink} href={href}>
          {figure}
        </Link>
      ) : (
        figure
      )}
    </li>
  )
}
