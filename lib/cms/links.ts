import type { LocaleSegment } from '@/lib/config/locales'
import type { Variant } from '@/lib/config/routes'
import { localizedPath } from '@/lib/routing/localized-path'
import { HOME_SLUG } from './constants'
import { safeHref } from './rich-text'

export interface LinkContext {
  brand: string
  localeSegment: LocaleSegment
  variant: Variant
  trailingSlash: boolean
}

/**
 * A link an editor wrote, as the page links it. Editors write shop paths below the locale ("/produkte/",
 * "/products/hochzeit/") or story slugs ("card/kontakt"), so one story serves every locale:
 * the page's locale, desktop segment and the brand's trailing-slash rule are added here. Other safe
 * targets (https, mailto, tel, #anchors) pass unchanged; unsafe ones are dropped (undefined).
 */
export function localHref(ctx: LinkContext, raw: unknown): string | undefined {
  const href = safeHref(raw)
  if (!href || !href.startsWith('/')) return href
  const match = /^([^?#]*)(.*)$/.exec(href)
  const [, path = '', rest = ''] = match ?? []
  const segments = path.split('/').filter(Boolean)
  // A story link names the brand folder first ("card/kontakt"); the home story is the locale root.
  if (segments[0] === ctx.brand) segments.shift()
  if (segments.length === 1 && segments[0] === HOME_SLUG) segments.pop()
  return (
    localizedPath(ctx.localeSegment, segments, {
      desktop: ctx.variant === 'd',
      trailingSlash: ctx.trailingSlash,
    }) + rest
  )
}

/** A Storyblok multilink ({url} or {cached_url}) or a plain string, as the raw target. */
export function multilinkTarget(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value
  const link = value as { url?: unknown; cached_url?: unknown; linktype?: unknown }
  if (typeof link.url === 'string' && link.url) return link.url
  if (typeof link.cached_url === 'string' && link.cached_url) return `/${link.cached_url.replace(/^\/+/, '')}`
  return undefined
}
