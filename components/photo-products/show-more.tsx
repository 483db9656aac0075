import Link from '@/components/ui/intent-link'
import styles from './photo-products.module.css'

/** "x of y designs" with a progress bar, and a link to the next page when there is one. */
export function ShowMore({
  progress,
  shown,
  total,
  href,
  label,
}: {
  progress: string
  shown: number
  total: number
  href?: string
  label: string
}) {
  return (
    <div className={styles.more}>
      <p aria-live="polite" data-testid="design-progress">
        {progress}
      </p>
      <progress value={shown} max={Math.max(total, 1)} aria-hidden="true" />
      {href && (
        <Link className="button button--ghost" href={href} scroll={false}>
          {label}
        </Link>
      )}
    </div>
  )
}
