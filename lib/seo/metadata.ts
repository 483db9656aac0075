import type { Metadata } from 'next'
import type { ShopContext } from '@/lib/context/shop-context'
import { env } from '@/lib/env'
import { messagesFor } from '@/lib/i18n/messages'
import { publicPath } from '@/lib/routing/resolve-request-context'
import { statusTitle } from '@/lib/routing/status'
import { absoluteUrl, languageAlternates, siteUrl } from './urls'

/** "<site name of the locale>", e.g. "Kartenstudio.at". */
export function siteNameOf(ctx: ShopContext): string {
  return messagesFor(ctx.locale).Meta.siteName.replace('{brand}', ctx.brandName)
}

function openGraphBase(ctx: ShopContext) {
  return { siteName: siteNameOf(ctx), locale: ctx.locale.replace('-', '_'), type: 'website' as const }
}

function robotsOf(policy: string): Metadata['robots'] {
  const [index, follow] = policy.split(',').map((s) => s.trim())
  return { index: index === 'index', follow: follow === 'follow' }
}

/** Layout-wide metadata: description, robots policy from config, base URL of the brand. */
export function layoutMetadata(ctx: ShopContext): Metadata {
  return {
    metadataBase: new URL(siteUrl(ctx.brand)),
    // No title here: every page sets its own absolute title (pageMetadata), and the 404 page renders
    // its spec title itself, which a layout default would otherwise override.
    description: messagesFor(ctx.locale).Meta.description[ctx.brand],
    robots: robotsOf(env().ROBOTS),
    applicationName: ctx.brandName,
    icons: { icon: `/images/${ctx.brand}-icon.svg` },
    openGraph: openGraphBase(ctx),
  }
}

/**
 * A page's metadata: title (the layout's template adds "| site name"), canonical URL (aliases and the
 * desktop variant point to the one web form), hreflang alternates for the brand's locales.
 */
export function pageMetadata(
  ctx: ShopContext,
  route: readonly string[],
  title: string | undefined,
  description?: string,
): Metadata {
  const canonical = absoluteUrl(ctx.brand, publicPath(ctx.brand, ctx.localeSegment, 'web', route))
  return {
    // Absolute: a layout's title template skips pages of its own segment (the home page).
    title: { absolute: title ? `${title} | ${siteNameOf(ctx)}` : siteNameOf(ctx) },
    ...(description ? { description } : {}),
    alternates: { canonical, languages: languageAlternates(ctx.brand, route) },
    // Next replaces a layout's openGraph object instead of merging it, so repeat the shared fields.
    openGraph: { ...openGraphBase(ctx), url: canonical, ...(title ? { title } : {}) },
  }
}

/**
 * Pages that end in notFound() give their head this title. (The nested not-found file cannot export
 * metadata; the page whose route failed can, and Next renders it into the server HTML.)
 */
export const NOT_FOUND_METADATA: Metadata = {
  title: { absolute: statusTitle(404) },
  robots: { index: false, follow: false },
}
