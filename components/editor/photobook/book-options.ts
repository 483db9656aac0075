import type { PhotobookChoices } from '@/lib/api/editor/photobook-choices'
import type { PhotobookSpec } from '@/lib/shop/design-print/design/photobook-spec'

/**
 * The configurator's option rules on the client, from the choices the server handed over (no price
 * tables in the browser): one choice changed, the others that no longer fit move to the nearest that
 * does, so the form never shows a book the shop does not make.
 */
export type BookType = PhotobookChoices['types'][number]

/** The page counts a type can have: min, min + step, …, max. */
export function pageCounts(type: BookType): number[] {
  const { min, max, step } = type.pages
  return Array.from({ length: Math.floor((max - min) / step) + 1 }, (_, i) => min + i * step)
}

/** The count of the type nearest to `wanted` (ties go up: pages are not taken away unasked). */
export function nearestPageCount(type: BookType, wanted: number): number {
  const counts = pageCounts(type)
  return counts.reduce((best, count) =>
    Math.abs(count - wanted) < Math.abs(best - wanted) ||
    (Math.abs(count - wanted) === Math.abs(best - wanted) && count > best)
      ? count
      : best,
  )
}

/** The spec with `patch` applied and every other option moved to what the (new) type offers. */
export function withBookOptions(
  spec: PhotobookSpec,
  patch: Partial<PhotobookSpec>,
  choices: PhotobookChoices,
): PhotobookSpec {
  const wanted = { ...spec, ...patch }
  const type = choices.types.find((t) => t.key === wanted.type) ?? choices.types[0]
  if (!type) return spec
  const format = choices.formats.some((f) => f.key === wanted.format)
    ? wanted.format
    : (choices.formats[0]?.key ?? spec.format)
  return {
    ...wanted,
    type: type.key,
    format,
    cover: type.covers.includes(wanted.cover) ? wanted.cover : (type.covers[0] ?? wanted.cover),
    binding: type.binding,
    paper: type.papers.includes(wanted.paper) ? wanted.paper : (type.papers[0] ?? wanted.paper),
    coverLamination: choices.laminations.includes(wanted.coverLamination) ? wanted.coverLamination : 'glossy',
    pageCount: nearestPageCount(type, wanted.pageCount),
  }
}
