/**
 * The QR layer's rules (ADR 0097), apart from the encoder so the document schemas do not load it:
 * what a printed code needs to scan from a card.
 */
export const QR_RULES = {
  /** Error correction M (15 %): enough for a scuffed card without making the code denser. */
  errorCorrectionLevel: 'M',
  /** Printed side (code and quiet zone): below this a phone held at reading distance fails. */
  minSideMm: 15,
  /** Dark modules against the white quiet zone, as a WCAG contrast ratio (#767676 on white is 4.5). */
  minContrast: 4.5,
  /** White border in modules; the QR standard asks for 4, which every new code gets. */
  quietModules: 4,
  /** What documents written before the layer had a source printed (ADR 0097). */
  olderQuietModules: 2,
  /** A fixed address is printed and typed: short enough for a small code. */
  maxUrlLength: 500,
  minQuietModules: 2,
  maxQuietModules: 10,
} as const

/**
 * The layer's quiet zone: its own; absent, the standard's for a code with a source and what older
 * documents (no source) always printed with.
 */
export function quietModulesOf(layer: {
  source?: string | undefined
  quietZoneModules?: number | undefined
}): number {
  return layer.quietZoneModules ?? (layer.source ? QR_RULES.quietModules : QR_RULES.olderQuietModules)
}

/** The printed square: the box's shorter side, centred in the box (mm or any unit the box is in). */
export function qrSquare(box: { x: number; y: number; width: number; height: number }) {
  const side = Math.min(box.width, box.height)
  return { x: box.x + (box.width - side) / 2, y: box.y + (box.height - side) / 2, side }
}

/** WCAG relative luminance of `#rrggbb`. */
function luminance(hex: string): number {
  const value = parseInt(hex.slice(1), 16)
  const channel = (shift: number) => {
    const c = ((value >> shift) & 255) / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * channel(16) + 0.7152 * channel(8) + 0.0722 * channel(0)
}

/** Contrast ratio (1–21) of the modules' colour `#rrggbb` against the white quiet zone. */
export function qrContrast(hex: string): number {
  return 1.05 / (luminance(hex) + 0.05)
}

/**
 * What the code encodes on this card, or null for none: a personal code on a card without a
 * household (the extra cards beyond the guests print every guest field empty, ADR 0081) is left
 * off rather than printed as a code that leads nowhere.
 */
export function qrText(layer: { source?: string | undefined; data: string }): string | null {
  return layer.source === 'guest-rsvp' && layer.data.trim() === '' ? null : layer.data
}
