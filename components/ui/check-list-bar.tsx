import { Icon } from './icon'
import styles from './check-list-bar.module.css'

/** A row of ticked selling points: the trust-points bar and the CMS's USP bar look the same. */
export function CheckListBar({
  items,
  label,
  testId,
}: {
  items: readonly { title: string; text?: string }[]
  label?: string
  testId?: string
}) {
  return (
    <section className={styles.bar} aria-label={label} data-container={testId}>
      <ul className={`container ${styles.list}`}>
        {items.map((item) => (
          <li key={item.title} className={styles.item}>
            <Icon name="check" />
            <span>
              <strong>{item.title}</strong>
              {item.text && <span className={styles.text}>{item.text}</span>}
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}
