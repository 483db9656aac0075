import { suggestMapping, rowValues } from '@/lib/shop/design-print/guest-list/mapping'
import type { DesignDocument } from '@/lib/shop/design-print/design/document'
import { mergeDocument } from '@/lib/shop/design-print/design/mail-merge'
import { preflight, type PreflightIssue } from '@/lib/shop/design-print/design/preflight'
import { placeholderKey } from '@/lib/shop/design-print/design/placeholders'

export type GuestMapping = Record<string, string | null>

/**
 * The mapping the guest-list panel starts with: a choice the customer already made stays while its
 * column still exists; every other field gets the server's rule (exact name, then loose match).
 */
export function autoMapping(
  placeholders: readonly string[],
  columns: readonly string[],
  previous: Readonly<GuestMapping> = {},
): GuestMapping {
  const suggested = suggestMapping(placeholders, columns)
  const known = new Set(columns)
  const mapping: GuestMapping = {}
  for (const name of placeholders) {
    const kept = previous[name]
    mapping[name] =
      kept !== undefined && (kept === null || known.has(kept)) ? kept : (suggested[name] ?? null)
  }
  return mapping
}

/** Fields the design uses that the mapping leaves without a column. */
export function unmappedFields(mapping: Readonly<GuestMapping>): string[] {
  return Object.entries(mapping)
    .filter(([, column]) => column === null)
    .map(([name]) => name)
}

/** Columns that would fill the same field twice are a mistake the panel points out. */
export function duplicateColumns(mapping: Readonly<GuestMapping>): string[] {
  const seen = new Map<string, number>()
  for (const column of Object.values(mapping)) if (column) seen.set(column, (seen.get(column) ?? 0) + 1)
  return [...seen].filter(([, n]) => n > 1).map(([column]) => column)
}

/** One guest's card: the document with that row's values filled in (unfilled fields stay {{Name}}). */
export function guestDocument(
  doc: DesignDocument,
  columns: readonly string[],
  cells: readonly string[],
  mapping: Readonly<GuestMapping>,
): DesignDocument {
  return mergeDocument(doc, rowValues(columns, cells, mapping), { missing: 'keep' }).document
}

/** Layers whose text does not fit its box for this guest (the long names the preview highlights). */
export function overflowingLayers(merged: DesignDocument): (PreflightIssue & { layerId: string })[] {
  // Overflow is a finding about one text layer, so it always names it (page findings have no layer).
  return preflight(merged, { hasGuestList: true }).filter(
    (issue): issue is PreflightIssue & { layerId: string } =>
      issue.code === 'text-overflow' && issue.layerId !== null,
  )
}

/** The mapping as stored in the document: only fields the design still uses, keys as written there. */
export function storedMapping(
  placeholders: readonly string[],
  mapping: Readonly<GuestMapping>,
): GuestMapping {
  const byKey = new Map(Object.entries(mapping).map(([k, v]) => [placeholderKey(k), v]))
  return Object.fromEntries(placeholders.map((name) => [name, byKey.get(placeholderKey(name)) ?? null]))
}
