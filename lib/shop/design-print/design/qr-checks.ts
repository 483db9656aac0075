import { RSVP_LINK_COLUMN } from '@/lib/model/events'
import { resolveColor } from './color-refs'
import type { Palette } from './colors'
import type { QrLayer } from './layers'
import { findPlaceholders } from './placeholders'
import { qrContrast, qrSquare, QR_RULES } from './qr-rules'

/** What a personal QR code encodes: the guest row's short RSVP link, filled per card by the mail merge. */
export const RSVP_QR_DATA = `{{${RSVP_LINK_COLUMN}}}`

/**
 * A fixed address for a QR code: http or https only (a phone opens it; javascript:, data: or a
 * file path would be a trap on paper), without {{fields}}, which only the guest link has.
 */
export function isQrUrl(text: string): boolean {
  if (text.length > QR_RULES.maxUrlLength || findPlaceholders(text).length > 0) return false
  if (!/^https?:\/\//i.test(text)) return false
  try {
    const url = new URL(text)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0
  } catch {
    return false
  }
}

/**
 * The rules a QR code with a source keeps (ADR 0097), so each printed one scans: big enough, dark
 * enough on its white quiet zone, and encoding what its source says. Codes without a source were
 * written before these rules and keep what they had. The messages are German because they reach the
 * customer of the (German) card shop as the design tool's refusal and in the design API's answer.
 */
export function qrLayerIssues(layer: QrLayer, palette: Palette): { field: string; message: string }[] {
  if (!layer.source) return []
  const issues: { field: string; message: string }[] = []
  const { side } = qrSquare(layer)
  if (side < QR_RULES.minSideMm) {
    issues.push({
      field: 'width',
      message: `Der QR-Code muss mindestens ${QR_RULES.minSideMm} × ${QR_RULES.minSideMm} mm groß sein, damit ein Handy ihn liest (jetzt ${decimal(side, 1)} mm).`,
    })
  }
  const contrast = qrContrast(resolveColor(layer.color, palette))
  if (contrast < QR_RULES.minContrast) {
    issues.push({
      field: 'color',
      message: `Die Farbe des QR-Codes ist zu hell für den weißen Grund (Kontrast ${decimal(contrast, 1)} : 1, nötig sind ${decimal(QR_RULES.minContrast, 1)} : 1). Bitte wählen Sie eine dunkle Farbe.`,
    })
  }
  if (layer.source === 'guest-rsvp' && layer.data !== RSVP_QR_DATA) {
    issues.push({
      field: 'data',
      message: `Ein persönlicher QR-Code enthält den Antwort-Link aus der Gästeliste (${RSVP_QR_DATA}).`,
    })
  }
  if (layer.source === 'url' && !isQrUrl(layer.data)) {
    issues.push({
      field: 'data',
      message: 'Der QR-Code braucht eine Web-Adresse, die mit http:// oder https:// beginnt.',
    })
  }
  return issues
}

/** A German decimal number: 14,5 and 2,1 : 1. */
const decimal = (value: number, digits: number) => value.toFixed(digits).replace('.', ',')
