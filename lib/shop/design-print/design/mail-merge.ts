import type { DesignDocument } from './document'
import type { Layer } from './layers'
import {
  columnsByKey,
  parsePlaceholders,
  placeholderKey,
  substitutePlaceholders,
  type SubstituteOptions,
} from './placeholders'

/**
 * Mail merge over a whole design: the guest-list upload checks its header row against the fields the
 * design uses, and the print job renders one merged copy of the document per row.
 */

export type PlaceholderUse = { name: string; key: string; pageId: string; layerId: string }

/** The layer fields that may contain placeholders. */
function mergeableText(layer: Layer): string | undefined {
  if (layer.type === 'text') return layer.content
  if (layer.type === 'qr') return layer.data
  return undefined
}

export function findDocumentPlaceholders(doc: DesignDocument): PlaceholderUse[] {
  const uses: PlaceholderUse[] = []
  for (const page of doc.pages) {
    for (const layer of page.layers) {
      const text = mergeableText(layer)
      if (text === undefined) continue
      for (const segment of parsePlaceholders(text)) {
        if (segment.kind === 'placeholder') {
          uses.push({ name: segment.name, key: segment.key, pageId: page.id, layerId: layer.id })
        }
      }
    }
  }
  return uses
}

/** Distinct field names of the design, in reading order (page by page, bottom layer first). */
export function documentPlaceholderNames(doc: DesignDocument): string[] {
  const names = new Map<string, string>()
  for (const use of findDocumentPlaceholders(doc)) if (!names.has(use.key)) names.set(use.key, use.name)
  return [...names.values()]
}

export type MergeReport = {
  /** Fields the design uses that no column provides: these would print as `{{Name}}` or blank. */
  missing: string[]
  /** Columns no field uses: often a typo in a header, worth showing before the customer pays. */
  unused: string[]
}

/** Compares a guest list's header row with the design's fields. */
export function checkMergeColumns(doc: DesignDocument, columns: readonly string[]): MergeReport {
  const available = new Set(columns.map(placeholderKey))
  const wanted = new Set(findDocumentPlaceholders(doc).map((use) => use.key))
  return {
    missing: documentPlaceholderNames(doc).filter((name) => !available.has(placeholderKey(name))),
    unused: columns.filter((column) => !wanted.has(placeholderKey(column))),
  }
}

/**
 * One merged copy of the design for one row. The copy is for rendering only and is not re-validated:
 * a long address may push a text past the stored-length limit, which is fine for a print job.
 */
export function mergeDocument(
  doc: DesignDocument,
  row: Readonly<Record<string, string>>,
  options: SubstituteOptions = {},
): { document: DesignDocument } & MergeReport {
  const missing = new Map<string, string>()
  const fill = (text: string) => {
    const result = substitutePlaceholders(text, row, options)
    result.missing.forEach((name) => missing.set(placeholderKey(name), name))
    return result.text
  }
  const pages = doc.pages.map((page) => ({
    ...page,
    layers: page.layers.map((layer): Layer => {
      if (layer.type === 'text') return { ...layer, content: fill(layer.content) }
      if (layer.type === 'qr') return { ...layer, data: fill(layer.data) }
      return layer
    }),
  }))
  const wanted = new Set(findDocumentPlaceholders(doc).map((use) => use.key))
  const unused = [...columnsByKey(row)].filter(([key]) => !wanted.has(key)).map(([, column]) => column)
  return { document: { ...doc, pages }, missing: [...missing.values()], unused }
}
