import Link from 'next/link'
import { z } from 'zod'
import { safeHref } from '@/lib/cms/rich-text'
import { defineContainer } from '../types'

/** A titled list of links; links whose target is not safe are dropped, as in rich text. */
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
  transform: ({ headline, links }): LinkBoxData | null => {
    const safe = links.flatMap(({ label, url }) => {
      const href = safeHref(url)
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
