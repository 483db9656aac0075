import type { PhotoPrintItem } from '@/lib/shop/design-print/design/photo-prints-spec'

/**
 * Prices of prints read from the photo-options groups (/price-api/prices/photo-options-groups, ADR
 * 0076): a print costs its `print-format` option plus its `print-paper` and `print-border` options.
 * The cart prices the line from the same tables (quotePhotoPrints), so the total shown is the total
 * charged; an option the answer does not list leaves the price unknown rather than guessed.
 */

export interface OptionGroup {
  group: string
  options: readonly { option: string; price: number }[]
}

export type PriceTable = ReadonlyMap<string, number>

export function priceTable(groups: readonly OptionGroup[]): PriceTable {
  return new Map(groups.flatMap((g) => g.options.map((o) => [`${g.group}:${o.option}`, o.price] as const)))
}

/** One print of the item, minor units; null when a group lacks the option. */
export function printUnitPrice(
  table: PriceTable,
  item: Pick<PhotoPrintItem, 'format' | 'paper' | 'border'>,
): number | null {
  const parts = [
    table.get(`print-format:${item.format}`),
    table.get(`print-paper:${item.paper}`),
    table.get(`print-border:${item.border}`),
  ]
  return parts.every((p) => p !== undefined) ? parts.reduce<number>((sum, p) => sum + (p ?? 0), 0) : null
}

/** One set of prints (every item times its copies) and the number of prints in it. */
export function setPrice(
  table: PriceTable,
  items: readonly PhotoPrintItem[],
): { total: number | null; prints: number } {
  let total: number | null = 0
  let prints = 0
  for (const item of items) {
    const unit = printUnitPrice(table, item)
    total = unit === null || total === null ? null : total + unit * item.copies
    prints += item.copies
  }
  return { total, prints }
}
