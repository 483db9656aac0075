import { iconSprite } from '@/components/ui/icon-paths'

export const dynamic = 'force-static'

/**
 * The icon sprite every page's <Icon> references. Its address carries the sprite's hash
 * (ICON_SPRITE_HREF), so the browser keeps it for a year and asks again only after a drawing changed.
 */
export function GET() {
  return new Response(iconSprite(), {
    headers: {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=31536000, immutable',
    },
  })
}
