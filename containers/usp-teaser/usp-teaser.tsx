import Link from '@/components/ui/intent-link'
import { z } from 'zod'
import { localHref } from '@/lib/cms/links'
import { Icon, type IconName } from '@/components/ui/icon'
import { bloks, link, text } from '../shared/fields'
import { defineContainer, type ContainerContext } from '../types'
import styles from './usp-teaser.module.css'

/**
 * USP teaser: the bigger sibling of the USP bar, for landing pages. Selling points as cards with an
 * icon, a title and a sentence, and one optional call to action below them.
 */
const ICONS = ['check', 'gift', 'truck', 'edit', 'upload', 'users', 'heart', 'mail', 'phone', 'star'] as const
export const uspTeaserSchema = z.object({
  headline: text,
  items: bloks({ icon: z.enum(ICONS).catch('check'), title: text, text }, 6),
  buttonText: text,
  url: link,
})
type UspTeaserData = {
  headline: string
  items: { icon: IconName; title: string; text: string }[]
  cta?: { label: string; href: string }
}

export const uspTeaser = defineContainer({
  schema: uspTeaserSchema,
  transform: ({ headline, items, buttonText, url }, ctx: ContainerContext): UspTeaserData | null => {
    const kept = items.filter((i) => i.title).map(({ icon, title, text }) => ({ icon, title, text }))
    if (!kept.length) return null
    const href = localHref(ctx, url)
    return { headline, items: kept, cta: href && buttonText ? { label: buttonText, href } : undefined }
  },
  Component: ({ data }: { data: UspTeaserData }) => (
    <section className={`container ${styles.root}`} data-container="usp_teaser">
      {data.headline && <h2>{data.headline}</h2>}
      <ul className={styles.list}>
        {data.items.map((item) => (
          <li key={item.title} className={styles.item}>
            <span className={styles.icon}>
              <Icon name={item.icon} size={28} />
            </span>
            <strong>{item.title}</strong>
            {item.text && <span className={styles.text}>{item.text}</span>}
          </li>
        ))}
      </ul>
      {data.cta && (
        <p className={styles.cta}>
          <Link className="button" href={data.cta.href}>
            {data.cta.label}
          </Link>
        </p>
      )}
    </section>
  ),
})
