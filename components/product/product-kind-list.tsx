import Link from '@/components/ui/intent-link'
import type { ProductKind } from '@/lib/shop/catalogue/product-kinds'
import styles from './product-kind-list.module.css'

/** A product kind as the overview shows it: where its tile leads and its "ab …" price, if any. */
export interface ProductKindTile extends ProductKind {
  href?: string
  price?: string
}

export function ProductKindList({ kinds }: { kinds: readonly ProductKindTile[] }) {
  return (
    <ul className={styles.grid} data-testid="product-kinds">
      {kinds.map((kind) => {
        const body = (
          <>
            <h2>{kind.name}</h2>
            <p>{kind.description}</p>
            {kind.price && <p className={styles.price}>{kind.price}</p>}
          </>
        )
        return (
          <li key={kind.key} className={styles.tile} data-kind={kind.key}>
            {kind.href ? (
              <Link className={styles.link} href={kind.href}>
                {body}
              </Link>
            ) : (
              body
            )}
          </li>
        )
      })}
    </ul>
  )
}
