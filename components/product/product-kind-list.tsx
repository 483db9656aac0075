import type { ProductKind } from '@/lib/shop/catalogue/product-kinds'
import styles from './product-kind-list.module.css'

export function ProductKindList({ kinds }: { kinds: readonly ProductKind[] }) {
  return (
    <ul className={styles.grid} data-testid="product-kinds">
      {kinds.map((kind) => (
        <li key={kind.key} className={styles.tile}>
          <h2>{kind.name}</h2>
          <p>{kind.description}</p>
        </li>
      ))}
    </ul>
  )
}
