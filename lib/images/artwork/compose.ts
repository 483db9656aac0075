import { TEASER_FORMATS, type Density, type TeaserFormat } from '../formats'
import { el, group, linearGradient, rect } from '../svg'
import { birth } from './birth'
import { calendar } from './calendar'
import { canvas } from './canvas'
import { frames } from './frames'
import { acrylic, dibond, fineart } from './materials'
import { poster } from './poster'
import { STAGE, type Theme } from './theme'
import { wedding } from './wedding'
import { youth } from './youth'

/**
 * The teaser artwork of both brands. Names are part of the generated file names and of the URLs in
 * stories, so they stay stable. No text is drawn: headlines come from the CMS and are real text.
 */
export const ARTWORK = {
  wedding,
  birth,
  youth,
  poster,
  canvas,
  frames,
  calendar,
  acrylic,
  dibond,
  fineart,
} as const satisfies Record<string, Theme>
export type ArtworkName = keyof typeof ARTWORK
export const ARTWORK_NAMES = Object.keys(ARTWORK) as ArtworkName[]

/** Which brand's teasers use which pictures (the fixtures and the home page read this). */
export const ARTWORK_BY_BRAND = {
  card: ['wedding', 'birth', 'youth'],
  poster: ['poster', 'canvas', 'frames', 'calendar'],
} as const satisfies Record<string, readonly ArtworkName[]>
/** A picture some brand's main teaser uses. */
export type TeaserArtworkName = (typeof ARTWORK_BY_BRAND)[keyof typeof ARTWORK_BY_BRAND][number]

/**
 * The poster brand's print materials beside poster, canvas and frames, for the material tiles of the
 * wall-art page (content/poster/wandbilder.json): not teaser themes, so not in ARTWORK_BY_BRAND.
 */
export const MATERIAL_ARTWORK = ['acrylic', 'dibond', 'fineart'] as const satisfies readonly ArtworkName[]

/**
 * Where the 600 × 440 stage goes. Desktop: on the right, full height, leaving the left ~45 % calm
 * for the teaser text laid over it. Mobile: full width and bottom-aligned, as the text sits below the picture there.
 */
function placement(format: TeaserFormat): { x: number; y: number; scale: number } {
  const { width, height } = TEASER_FORMATS[format]
  if (format === 'desktop') {
    const scale = height / STAGE.height
    return { x: width - STAGE.width * scale - 24, y: 0, scale }
  }
  // Bottom-aligned, so things standing on the floor band of the room scenes stand on it here too.
  const scale = width / STAGE.width
  return { x: 0, y: height - STAGE.height * scale - 10, scale }
}

/** The artwork as an SVG document whose pixel size is the rendition's (1x or 2x). */
export function teaserSvg(name: ArtworkName, format: TeaserFormat, density: Density = 1): string {
  const theme: Theme = ARTWORK[name]
  const { width, height } = TEASER_FORMATS[format]
  const { x, y, scale } = placement(format)
  return el(
    'svg',
    {
      xmlns: 'http://www.w3.org/2000/svg',
      width: width * density,
      height: height * density,
      viewBox: `0 0 ${width} ${height}`,
    },
    el('defs', {}, linearGradient('bg', theme.background[0], theme.background[1])),
    rect(0, 0, width, height, { fill: 'url(#bg)' }),
    theme.decor(width, height),
    group({ transform: `translate(${x} ${y}) scale(${scale})` }, theme.subject()),
  )
}
