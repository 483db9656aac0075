import type { PrintFilePart } from '@/lib/db/schema'

/**
 * A photo book's and a photo box's two files are told apart by name (ADR 0070, 0078); a line's only
 * file keeps the plain name.
 */
const PART_SUFFIX = {
  main: '',
  cover: '-umschlag',
  inner: '-innenteil',
  lid: '-deckel',
  prints: '-abzuege',
} as const satisfies Record<PrintFilePart, string>

/**
 * "KS-100001-2-umschlag.pdf": order number, position (from 1) and part. Unique per print file (one
 * file per line and part), so the single download and the ZIP of a selection name a file alike.
 */
export function printFileName(orderNumber: string, position: number, part: PrintFilePart): string {
  return `${orderNumber}-${position}${PART_SUFFIX[part]}.pdf`
}
