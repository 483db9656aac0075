'use client'

import Link from '@/components/ui/intent-link'
import { useListingNavigation } from './listing-shell'
import styles from './listing.module.css'

/** "x of y designs" with a bar, and the button that loads the next page below the shown ones. */
export function ShowMore({
  shown,
  total,
  progressLabel,
  buttonLabel,
  nextHref,
}: {
  shown: number
  total: number
  progressLabel: string
  buttonLabel: string
  nextHref: string | null
}) {
  const listing = useListingNavigation()
  return (
    <div className={styles.more}>
      <p id="listing-progress" data-testid="listing-progress">
        {progressLabel}
      </p>
      <progress value={shown} max={Math.max(total, 1)} aria-labelledby="listing-progress" />
      {nextHref && (
        <Link
          className="button"
          href={nextHref}
          scroll={false}
          onClick={(event) => {
            if (!listing) return
            event.preventDefault()
            listing.navigate(nextHref)
          }}
        >
          {buttonLabel}
        </Link>
      )}
    </div>
  )
}
