import { placeholderKey } from '@/lib/shop/design-print/design/placeholders'

/** Loose comparison for suggestions: "PLZ/Ort", "plz ort" and "PLZ-Ort" are one heading to a person. */
const loose = (name: string) => placeholderKey(name).replace(/[\s_/.-]+/g, '')

/**
 * Proposes which column fills each placeholder of a design: the exact mail-merge match first (the
 * rule the print uses: case-insensitive, ß = ss), then the loose one. Unmatched placeholders map to
 * null so the editor can ask the customer.
 */
export function suggestMapping(
  placeholders: readonly string[],
  columns: readonly string[],
): Record<string, string | null> {
  const exact = new Map(columns.map((c) => [placeholderKey(c), c]))
  const rough = new Map(columns.map((c) => [loose(c), c]))
  return Object.fromEntries(
    placeholders.map((name) => [name, exact.get(placeholderKey(name)) ?? rough.get(loose(name)) ?? null]),
  )
}

/**
 * A row as the mail merge wants it (placeholder name → value), given a mapping chosen by the customer.
 * Columns are also offered under their own names, so a design whose fields match the headings needs
 * no mapping at all.
 */
export function rowValues(
  columns: readonly string[],
  row: readonly string[],
  mapping: Readonly<Record<string, string | null>> = {},
): Record<string, string> {
  const byColumn = Object.fromEntries(columns.map((c, i) => [c, row[i] ?? '']))
  // Mapped names go first: the mail merge takes the first key that matches a field.
  const values: Record<string, string> = {}
  for (const [placeholder, column] of Object.entries(mapping)) {
    if (column !== null && Object.hasOwn(byColumn, column)) values[placeholder] = byColumn[column] ?? ''
  }
  const taken = new Set(Object.keys(values).map(placeholderKey))
  for (const [column, value] of Object.entries(byColumn))
    if (!taken.has(placeholderKey(column))) values[column] = value
  return values
}
