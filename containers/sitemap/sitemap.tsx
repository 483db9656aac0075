import Link from '@/components/ui/intent-link'
import { z } from 'zod'
import { localHref } from '@/lib/cms/links'
import { bloks, link, text } from '../shared/fields'
import { defineContainer, type ContainerContext } from '../types'
import styles from './sitemap.module.css'

/**
 * Sitemap container (spec: "Sitemap container: items"): groups of links, each with a headline. The
 * /sitemap page fills it from the content index and the app routes; an editor can place one too.
 */
const linkItem = z.object({ label: text, url: link }).catchall(z.unknown())
export const sitemapSchema = z.object({
  items: bloks({ headline: text, links: z.array(linkItem).max(500).default([]) }, 30),
})

export interface SitemapGroup {
  headline: string
  links: { label: string; href: string }[]
}

export function SitemapGroups({ groups }: { groups: readonly SitemapGroup[] }) {
  return (
    <div className={`container ${styles.root}`} data-container="sitemap">
      {groups.map((group) => (
        <nav key={group.headline} aria-label={group.headline} className={styles.group}>
          <h2 className={styles.headline}>{group.headline}</h2>
          <ul className={styles.list}>
            {group.links.map((l) => (
              <li key={l.href}>
                <Link href={l.href}>{l.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      ))}
    </div>
  )
}

export const sitemap = defineContainer({
  schema: sitemapSchema,
  transform: ({ items }, ctx: ContainerContext): SitemapGroup[] | null => {
    const groups = items.flatMap((item) => {
      const links = item.links.flatMap(({ label, url }) => {
        const href = localHref(ctx, url)
        return label && href ? [{ label, href }] : []
      })
      return item.headline && links.length ? [{ headline: item.headline, links }] : []
    })
    return groups.length ? groups : null
  },
  Component: ({ data }: { data: SitemapGroup[] }) => <SitemapGroups groups={data} />,
})
