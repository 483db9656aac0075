import Link from '@/components/ui/intent-link'
import { z } from 'zod'
import { localHref } from '@/lib/cms/links'
import { defineContainer, type ContainerContext } from '../types'

/** A titled list of links; shop paths get the page's locale, unsafe targets are dropped as in rich text. */
export const linkBoxSchema = z.object({
  headline: z.string().trim().default(''),
  links: z
    .array(z.object({ label: z.string().trim().min(1), url: z.string().trim().min(1) }).catchall(z.unknown()))
    .max(50)
    .default([]),
})
type LinkBoxData = { headline: string; links: { label: string; href: string }[] }

export const linkBox = defineContainer({
  schema: linkBoxSchema,
  transform: ({ headline, links }, ctx: ContainerContext): LinkBoxData | null => {
    const safe = links.flatMap(({ label, url }) => {
      const href = localHref(ctx, url)
      return href ? [{ label, href }] : []
    })
    return safe.length ? { headline, links: safe } : null
  },
  Component: ({ data }: { data: LinkBoxData }) => (
    <nav
      className="container"
      data-container="link_box"
      aria-label={data.headline || undefined}
      style={{ padding: '16px' }}
    >
      {data.headline && <h2>{data.headline}</h2>}
      <ul>
        {data.links.map((link) => (
          <li key={link.href + link.label}>
            {link.href.startsWith('/') ? (
              <Link href={link.href}>{link.label}</Link>
            ) : (
              <a href={link.href}>{link.label}</a>
            )}
          </li>
        ))}
      </ul>
    </nav>
  ),
})
