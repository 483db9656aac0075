import type { Box } from './geometry'
import type { Background } from './page'
import { croppedImage, type SvgContext } from './svg-context'
import { EXTRA_PATTERNS, type PatternTile } from './svg-patterns'
import { el } from './svg-xml'

type Tile = PatternTile

/**
 * Built-in background patterns, drawn in mm. The pattern catalogue will grow into data with real
 * vector tiles; until then an unknown id falls back to its first colour so a preview never fails.
 */
const PATTERNS: Record<string, Tile> = {
  dots: {
    size: 6,
    draw: (bg, fg, s) => rect(bg, s) + el('circle', { cx: s / 2, cy: s / 2, r: 1, fill: fg }),
  },
  stripes: {
    size: 6,
    rotate: 45,
    draw: (bg, fg, s) => rect(bg, s) + el('rect', { x: 0, y: 0, width: s / 2, height: s, fill: fg }),
  },
  grid: {
    size: 5,
    draw: (bg, fg, s) =>
      rect(bg, s) + el('path', { d: `M0 0H${s}M0 0V${s}`, stroke: fg, 'stroke-width': 0.3, fill: 'none' }),
  },
  checks: {
    size: 10,
    draw: (bg, fg, s) =>
      rect(bg, s) +
      el('rect', { x: 0, y: 0, width: s / 2, height: s / 2, fill: fg }) +
      el('rect', { x: s / 2, y: s / 2, width: s / 2, height: s / 2, fill: fg }),
  },
  // Seasonal tiles for the generated catalogue (hearts, stars, Bavarian lozenges, snow).
  ...EXTRA_PATTERNS,
}

function rect(fill: string, size: number): string {
  return el('rect', { x: 0, y: 0, width: size, height: size, fill })
}

/** Fills `area` (the bleed box) with the page background. */
export function renderBackground(background: Background, area: Box, ctx: SvgContext): string {
  const fillArea = (fill: string) => el('rect', { ...area, fill })
  switch (background.kind) {
    case 'color':
      return fillArea(ctx.color(background.color))
    case 'pattern': {
      const [first = '#ffffff', second = first] = background.colors.map(ctx.color)
      const tile = Object.hasOwn(PATTERNS, background.patternId) ? PATTERNS[background.patternId] : undefined
      if (!tile) return fillArea(first)
      const id = ctx.def(`pattern-${background.patternId}`, (defId) =>
        el(
          'pattern',
          {
            id: defId,
            patternUnits: 'userSpaceOnUse',
            width: tile.size,
            height: tile.size,
            patternTransform: tile.rotate ? `rotate(${tile.rotate})` : undefined,
          },
          tile.draw(first, second, tile.size),
        ),
      )
      return fillArea(`url(#${id})`)
    }
    case 'image': {
      const href = ctx.href(background.assetId)
      return href ? croppedImage(area, href, background.crop) : fillArea('#eeeeee')
    }
  }
}
