import type { ReactNode } from 'react'
import { z } from 'zod'
import { richTextImageSrc } from '@/lib/images/image-filters'

/**
 * Storyblok rich text rendered straight to React elements from an allowlist of node and mark types.
 * No HTML string is ever produced, so there is nothing to sanitise afterwards: unknown nodes render
 * only their children, attributes are never copied through, and links keep only safe targets.
 */

export interface RichTextNode {
  type: string
  text?: string
  attrs?: Record<string, unknown>
  marks?: { type: string; attrs?: Record<string, unknown> }[]
  content?: RichTextNode[]
}

export const richTextSchema: z.ZodType<RichTextNode> = z.lazy(() =>
  z.object({
    type: z.string(),
    text: z.string().optional(),
    attrs: z.record(z.string(), z.unknown()).optional(),
    marks: z
      .array(z.object({ type: z.string(), attrs: z.record(z.string(), z.unknown()).optional() }))
      .optional(),
    content: z.array(richTextSchema).optional(),
  }),
)

/** http(s), mailto, tel, same-site paths and anchors; javascript:, data: and protocol-relative never. */
export function safeHref(raw: unknown): string | undefined {
  if (typeof raw !== 'string') return undefined
  // Browsers ignore whitespace and control characters inside schemes ("java\tscript:"), so drop them first.
  const href = raw.replace(/[\u0000-\u0020\u007f]/g, '')
  if (/^(https?:\/\/|mailto:|tel:|#)/i.test(href)) return href
  if (/^\/(?![/\\])/.test(href)) return href
  return undefined
}

function linkHref(attrs: Record<string, unknown> | undefined): string | undefined {
  if (!attrs) return undefined
  if (attrs.linktype === 'email' && typeof attrs.href === 'string') return safeHref(`mailto:${attrs.href}`)
  if (attrs.linktype === 'story' && typeof attrs.cached_url === 'string')
    return safeHref(`/${attrs.cached_url}`)
  return safeHref(attrs.href)
}

const MARKS: Record<string, (child: ReactNode, attrs?: Record<string, unknown>) => ReactNode> = {
  bold: (c) => <strong>{c}</strong>,
  italic: (c) => <em>{c}</em>,
  underline: (c) => <u>{c}</u>,
  strike: (c) => <s>{c}</s>,
  code: (c) => <code>{c}</code>,
  link: (c, attrs) => {
    const href = linkHref(attrs)
    const external = href?.startsWith('http')
    return href ? (
      <a href={href} {...(external ? { rel: 'noopener noreferrer', target: '_blank' } : {})}>
        {c}
      </a>
    ) : (
      c
    )
  },
}

function renderText(node: RichTextNode): ReactNode {
  return (node.marks ?? []).reduce<ReactNode>(
    (child, mark) => MARKS[mark.type]?.(child, mark.attrs) ?? child,
    node.text ?? '',
  )
}

function headingLevel(attrs: Record<string, unknown> | undefined): 'h2' | 'h3' | 'h4' {
  // The page's h1 comes from its headline container; rich text starts at h2.
  const level = typeof attrs?.level === 'number' ? attrs.level : 2
  return level <= 2 ? 'h2' : level === 3 ? 'h3' : 'h4'
}

function renderNode(node: RichTextNode, key: number): ReactNode {
  const children = node.content?.map(renderNode)
  switch (node.type) {
    case 'text':
      return <span key={key}>{renderText(node)}</span>
    case 'paragraph':
      return <p key={key}>{children}</p>
    case 'heading': {
      const Tag = headingLevel(node.attrs)
      return <Tag key={key}>{children}</Tag>
    }
    case 'bullet_list':
      return <ul key={key}>{children}</ul>
    case 'ordered_list':
      return <ol key={key}>{children}</ol>
    case 'list_item':
      return <li key={key}>{children}</li>
    case 'blockquote':
      return <blockquote key={key}>{children}</blockquote>
    case 'hard_break':
      return <br key={key} />
    case 'horizontal_rule':
      return <hr key={key} />
    case 'image': {
      // Only checked sources with allowed image filters (lib/images/image-filters.ts); others are left out.
      const src = richTextImageSrc(node.attrs?.src)
      const alt = typeof node.attrs?.alt === 'string' ? node.attrs.alt : ''
      // eslint-disable-next-line @next/next/no-img-element -- editor images have no known size for next/image
      return src ? <img key={key} src={src} alt={alt} loading="lazy" decoding="async" /> : null
    }
    default:
      return children ? <span key={key}>{children}</span> : null
  }
}

export function RichText({ doc }: { doc: RichTextNode }) {
  return <>{doc.content?.map(renderNode)}</>
}
