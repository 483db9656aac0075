import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { ICON_SPRITE_HREF } from './icon'
import { ICON_NAMES, iconSprite } from './icon-paths'

describe('icon sprite', () => {
  it("is addressed by its own hash, so a year's caching never shows an old drawing", () => {
    const hash = createHash('sha256').update(iconSprite()).digest('hex').slice(0, 8)
    expect(ICON_SPRITE_HREF, 'bump the version in icon.tsx after changing a drawing').toBe(
      `/_icons/sprite.svg?v=${hash}`,
    )
  })

  it('holds every icon as a stroked symbol', () => {
    const sprite = iconSprite()
    for (const name of ICON_NAMES)
      expect(sprite).toMatch(
        new RegExp(`<symbol id="${name}" viewBox="0 0 24 24" [^>]*stroke="currentColor"`),
      )
  })
})
