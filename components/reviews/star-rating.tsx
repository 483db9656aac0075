import type { RatingSummary } from '@/lib/shop/catalogue/reviews/ratings'
import styles from './star-rating.module.css'

const FIVE = '★★★★★'

/**
 * Five stars filled to the average, and the count. Assistive technology reads the one label
 * ("4,6 von 5 Sternen, 23 Bewertungen"); the drawn stars and the bracketed count are hidden from it.
 */
export function StarRating({ summary, label }: { summary: RatingSummary; label: string }) {
  return (
    <span className={styles.rating} role="img" aria-label={label} data-testid="star-rating">
      <span className={styles.stars} aria-hidden="true">
        {FIVE}
        <span className={styles.filled} style={{ width: `${(summary.average / 5) * 100}%` }}>
          {FIVE}
        </span>
      </span>
      <span className={styles.count} aria-hidden="true">
        ({summary.count})
      </span>
    </span>
  )
}

/**
 * The rating line of a tile while the star-rating experiment is on: always there (its height is
 * reserved), with stars only for a product that has published reviews.
 */
export function RatingLine({ summary, label }: { summary?: RatingSummary; label?: string }) {
  return (
    <p className={styles.line} data-testid="rating-line">
      {summary && label ? <StarRating summary={summary} label={label} /> : null}
    </p>
  )
}
