import styles from './photo-products.module.css'

/** One design in an overview grid: drawn picture, name, facts, optional price from. */
export function DesignTile({
  picture,
  name,
  meta,
  price,
  priceNote,
}: {
  picture: React.ReactNode
  name: string
  meta: string
  price?: string
  priceNote?: string
}) {
  return (
    <li>
      <figure className={styles.tile} data-testid="design-tile">
        <div className={styles.picture}>{picture}</div>
        <figcaption>
          <h2>{name}</h2>
          <p className={styles.meta}>{meta}</p>
          {price && (
            <p className={styles.price}>
              {price} <span className="visually-hidden">{priceNote}</span>
            </p>
          )}
        </figcaption>
      </figure>
    </li>
  )
}
