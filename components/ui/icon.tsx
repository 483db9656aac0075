import type { IconName } from './icon-paths'

export type { IconName } from './icon-paths'

/**
 * The sprite's address. The version is the first 8 hex digits of the sprite's SHA-256
 * (icon.test.ts checks it): a changed drawing gets a new address, so the file may be cached for a year.
 */
export const ICON_SPRITE_HREF = '/_icons/sprite.svg?v=0b1e5a2c'

/**
 * A line icon from the shop's sprite (/_icons/sprite.svg), drawn in the current text colour. One
 * cached file instead of the drawing inline: a page repeats its icons in the HTML and again in its
 * payload, and the header and footer alone hold eight (issue 32 point 2).
 */
export function Icon({ name, size = 22 }: { name: IconName; size?: number }) {
  return (
    <svg width={size} height={size} aria-hidden="true" focusable="false">
      <use href={`${ICON_SPRITE_HREF}#${name}`} />
    </svg>
  )
}
