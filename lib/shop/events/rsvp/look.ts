import { resolveColor } from '@/lib/shop/design-print/design/color-refs'
import type { DesignDocument } from '@/lib/shop/design-print/design/document'
import { designFont, fontFileName, nearestWeight } from '@/lib/shop/design-print/design/fonts'
import { pageSize } from '@/lib/shop/design-print/design/geometry'
import { migrateDocument } from '@/lib/shop/design-print/design/migrations'

/**
 * The event page's look taken from the invitation the couple chose (issue 31 point 2): the heading
 * and body faces of its front page, its ink and background colours. Only the two faces the page uses
 * are named, so the browser downloads at most two font files (served by /fonts/design/, the editor's
 * own files). Without a design, or with one that no longer reads, the card brand's default look.
 */
export interface EventLook {
  /** Largest text of the front page (the names): the page's headings. */
  heading: LookFace | null
  /** The front page's smallest text: the page's body copy; null keeps the shop's sans. */
  body: LookFace | null
  /** Ink of the heading text, `#rrggbb`. */
  ink: string
  /** Solid background of the front page (`#rrggbb`), or null for a photo/pattern background. */
  paper: string | null
  /** Whether the page shows the rendered front page as its motif. */
  motif: boolean
  /** The front page's proportions (height per width), so the page keeps the motif's room before it arrives. */
  motifRatio: number
}

export interface LookFace {
  family: string
  weight: number
  italic: boolean
  /** File under /fonts/design/ */
  file: string
}

export const DEFAULT_LOOK: EventLook = {
  heading: null,
  body: null,
  ink: '#2b2b2b',
  paper: null,
  motif: false,
  // No motif is shown without a design; the ratio only has to be a number the type can hold.
  motifRatio: 1,
}

export function lookOfDocument(raw: unknown): EventLook {
  let document: DesignDocument
  try {
    document = migrateDocument(raw)
  } catch {
    return DEFAULT_LOOK
  }
  const front = document.pages.find((page) => page.role === 'front') ?? document.pages[0]
  if (!front) return DEFAULT_LOOK
  const texts = front.layers
    .filter((layer) => layer.type === 'text')
    .toSorted((a, b) => b.fontSizePt - a.fontSizePt)
  const largest = texts[0]
  const smallest = texts.at(-1)
  const background = front.background
  const size = pageSize(document.format, front)
  return {
    heading: largest ? faceOf(largest.fontFamily, largest.fontWeight, largest.italic) : null,
    body: smallest && smallest !== largest ? faceOf(smallest.fontFamily, 400, false) : null,
    ink: largest ? resolveColor(largest.color, document.palette) : DEFAULT_LOOK.ink,
    paper: background.kind === 'color' ? resolveColor(background.color, document.palette) : null,
    motif: true,
    motifRatio: size.height / size.width,
  }
}

function faceOf(family: string, weight: number, italic: boolean): LookFace | null {
  const font = designFont(family)
  if (!font) return null
  const nearest = nearestWeight(font, weight)
  const slanted = italic && font.italic
  return {
    family: font.family,
    weight: nearest,
    italic: slanted,
    file: fontFileName(font, { weight: nearest, italic: slanted, format: 'woff2' }),
  }
}

/**
 * Whether the text colour stays readable on the paper: light ink on light paper (or on the shop's
 * white when the design has a picture background) falls back to the default ink.
 */
export function readableInk(look: EventLook): string {
  const paper = look.paper ?? '#ffffff'
  return contrast(look.ink, paper) >= 4.5 ? look.ink : DEFAULT_LOOK.ink
}

function luminance(hex: string): number {
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5)
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (light + 0.05) / (dark + 0.05)
}
