import { rgb, type PDFDocument, type PDFFont, type PDFPage, type RGB } from 'pdf-lib'
import type { InvoiceWeight } from './pdf-fonts'

/** A4 in points, with the margins of a DIN 5008 letter (window envelope on the left). */
export const A4 = { width: 595.28, height: 841.89 } as const
export const MARGIN = { left: 70, right: 50, top: 50, bottom: 90 } as const
export const INK = rgb(0.13, 0.13, 0.13)
export const MUTED = rgb(0.42, 0.42, 0.42)

export function hexColor(hex: string): RGB {
  const m = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex)
  if (!m) return INK
  return rgb(parseInt(m[1]!, 16) / 255, parseInt(m[2]!, 16) / 255, parseInt(m[3]!, 16) / 255)
}

export interface TextStyle {
  size?: number
  weight?: InvoiceWeight
  color?: RGB
  align?: 'left' | 'right'
}

/**
 * Writes top-down on A4 pages: `y` is the baseline of the next line, a new page starts when the
 * content would run into the footer. Keeps the invoice layout free of coordinate bookkeeping.
 */
export class PageWriter {
  page: PDFPage
  y: number
  readonly pages: PDFPage[] = []

  constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: Record<InvoiceWeight, PDFFont>,
    private readonly onNewPage: (writer: PageWriter) => void = () => {},
  ) {
    this.page = this.addPage()
    this.y = A4.height - MARGIN.top
  }

  private addPage(): PDFPage {
    const page = this.doc.addPage([A4.width, A4.height])
    this.pages.push(page)
    return page
  }

  font(weight: InvoiceWeight = 'regular'): PDFFont {
    return this.fonts[weight]
  }

  width(text: string, style: TextStyle = {}): number {
    return this.font(style.weight).widthOfTextAtSize(text, style.size ?? 9)
  }

  /** Makes room for `height` points, starting a new page (and its repeated header) if needed. */
  ensure(height: number): void {
    if (this.y - height >= MARGIN.bottom) return
    this.page = this.addPage()
    this.y = A4.height - MARGIN.top
    this.onNewPage(this)
  }

  /** One string at x (or ending at x when right-aligned) on the current baseline. */
  text(value: string, x: number, style: TextStyle = {}): void {
    const size = style.size ?? 9
    const font = this.font(style.weight)
    const left = style.align === 'right' ? x - font.widthOfTextAtSize(value, size) : x
    this.page.drawText(value, { x: left, y: this.y, size, font, color: style.color ?? INK })
  }

  /**
   * Splits text into lines no wider than `maxWidth` (a word longer than a line gets a line of its
   * own). A line's width is the sum of its words' and spaces' widths, each measured once: measuring
   * every growing candidate line anew made a paragraph cost quadratic shaping work.
   */
  wrap(value: string, maxWidth: number, style: TextStyle = {}): string[] {
    const lines: string[] = []
    const space = this.width(' ', style)
    for (const paragraph of value.split('\n')) {
      let line = ''
      let lineWidth = 0
      for (const word of paragraph.split(/\s+/).filter(Boolean)) {
        const wordWidth = this.width(word, style)
        if (!line) {
          line = word
          lineWidth = wordWidth
        } else if (lineWidth + space + wordWidth <= maxWidth) {
          line = `${line} ${word}`
          lineWidth += space + wordWidth
        } else {
          lines.push(line)
          line = word
          lineWidth = wordWidth
        }
      }
      lines.push(line)
    }
    return lines
  }

  /** A wrapped paragraph from the current baseline down; leaves y below its last line. */
  paragraph(value: string, x: number, maxWidth: number, style: TextStyle = {}): void {
    const leading = (style.size ?? 9) * 1.4
    for (const line of this.wrap(value, maxWidth, style)) {
      this.ensure(leading)
      this.text(line, x, style)
      this.y -= leading
    }
  }

  rule(y = this.y, color = MUTED, thickness = 0.5): void {
    this.page.drawLine({
      start: { x: MARGIN.left, y },
      end: { x: A4.width - MARGIN.right, y },
      thickness,
      color,
    })
  }
}
