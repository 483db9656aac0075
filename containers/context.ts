import type { ShopContext } from '@/lib/context/shop-context'
import type { ContainerContext } from './types'

/** What containers know about the page, from the request context of the route that renders them. */
export function containerContext(
  ctx: ShopContext,
  draft = false,
  treatments?: ContainerContext['treatments'],
): ContainerContext {
  return {
    brand: ctx.brand,
    locale: ctx.locale,
    localeSegment: ctx.localeSegment,
    trailingSlash: ctx.brandConfig.trailingSlash === 'always',
    variant: ctx.variant,
    draft,
    ...(treatments ? { treatments } : {}),
  }
}
