import { SCREEN_SCALE } from '@/lib/config/breakpoints'

/**
 * Image constants of the spec (section 9) as data: teaser ratios, densities 1 and 2, quality 85.
 * The pixel sizes are the 1x renditions; 2x doubles them.
 */

/** Desktop starts where the xl screen ends (1024 px); phones and tablets share the mobile crop. */
export const DESKTOP_MIN_WIDTH = SCREEN_SCALE.xl + 1
export const DESKTOP_MEDIA = `(min-width: ${DESKTOP_MIN_WIDTH}px)`

export const TEASER_FORMATS = {
  desktop: { ratio: [59, 22], width: 1180, height: 440 },
  mobile: { ratio: [150, 157], width: 600, height: 628 },
} as const satisfies Record<string, { ratio: readonly [number, number]; width: number; height: number }>
export type TeaserFormat = keyof typeof TEASER_FORMATS
export const TEASER_FORMAT_NAMES = Object.keys(TEASER_FORMATS) as TeaserFormat[]

export const IMAGE_DENSITIES = [1, 2] as const
export type Density = (typeof IMAGE_DENSITIES)[number]
export const IMAGE_QUALITY = 85

/** Encoded formats, most compact first: that is the order of the <source> elements. */
export const IMAGE_ENCODINGS = [
  { ext: 'avif', type: 'image/avif' },
  { ext: 'webp', type: 'image/webp' },
] as const
export type ImageExt = (typeof IMAGE_ENCODINGS)[number]['ext']

/** Where the generated teaser renditions live on disk and on the site (public/ is served at /). */
export const GENERATED_TEASER_DIR = 'public/generated/teasers'
export const GENERATED_TEASER_URL = '/generated/teasers'

export function teaserFileName(name: string, format: TeaserFormat, density: Density, ext: ImageExt): string {
  return `${name}-${format}-${density}x.${ext}`
}

/** The URL editors (and fixtures) put into a story for a generated teaser picture. */
export function generatedTeaserSrc(name: string, format: TeaserFormat): string {
  return `${GENERATED_TEASER_URL}/${teaserFileName(name, format, 1, 'webp')}`
}
