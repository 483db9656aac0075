import type { BrandKey } from '@/lib/config/brands'
import { DEFAULT_THEME_ID } from '@/lib/config/catalog'
import { DESIGN_SEGMENT, DESIGN_TOOL_ROUTES, PRODUCTS_SEGMENT, THEMES_SEGMENT } from '@/lib/config/routes'
import { globalSlot } from '@/lib/runtime/process-global'

/**
 * Which catalogue subjects a brand has, as the server last read them (lib/shop/catalogue/
 * catalogue-index-loader.ts): its designs by slug and by id, and its themes by id. The proxy reads it
 * to answer an unknown design, theme or design-tool design with the complete static 404 page (issue 32
 * point 4): a page that calls notFound() itself gets only an empty shell from Next 16, filled in by
 * JavaScript. Like the content index it lives on globalThis (the proxy is a bundle of its own) and is
 * only read here, never fetched.
 */
export interface CatalogueSubjects {
  /** Design slugs and ids (as written in URLs) of the designs the brand sells. */
  designs: ReadonlySet<string>
  themes: ReadonlySet<string>
}

type Index = Partial<Record<BrandKey, CatalogueSubjects>>
const index = globalSlot<Index>(Symbol.for('shop.catalogueIndex'))

export function setCatalogueIndex(brand: BrandKey, subjects: CatalogueSubjects): void {
  index.set({ ...index.get(), [brand]: subjects })
}

export function clearCatalogueIndexForTests(): void {
  index.set(undefined)
}

export interface SubjectRequest {
  brand: BrandKey
  /** Route segments after locale and variant, still percent-encoded. */
  route: readonly string[]
  query: URLSearchParams
}

const digits = /^[0-9]+$/

/**
 * false when the route names a catalogue subject the brand does not have: /products/design/{slug}/,
 * /themes/[{id}/] (without an id the default theme; a segment that is no id is no theme) and /configurator-card?design={id or slug};
 * true when it has it or the route names none; undefined when the brand's index is not loaded (the
 * page decides then). Pure apart from reading the index.
 */
export function catalogueSubjectExists(request: SubjectRequest): boolean | undefined {
  const subjects = index.get()?.[request.brand]
  return subjects ? subjectIn(subjects, request) : undefined
}

export function subjectIn(subjects: CatalogueSubjects, request: SubjectRequest): boolean {
  const [first, second, third, ...rest] = request.route.map(safeDecode)
  if (first === PRODUCTS_SEGMENT && second === DESIGN_SEGMENT) {
    return third !== undefined && rest.length === 0 && subjects.designs.has(third)
  }
  if (first === THEMES_SEGMENT) {
    if (third !== undefined) return false
    const id = second ?? String(DEFAULT_THEME_ID)
    return digits.test(id) && subjects.themes.has(String(Number(id)))
  }
  if (first === DESIGN_TOOL_ROUTES.card && second === undefined) {
    const design = request.query.get('design')
    return design === null || subjects.designs.has(design)
  }
  return true
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}
