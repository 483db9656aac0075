import { FORMATS, PAPERS, REFINEMENTS, refinementsFor, type PaperKey } from '@/lib/config/catalog'
import { fromNames } from '../localized-text'
import { PRODUCT_TYPES, priceKeyOf, type ProductTypeKey } from '@/lib/model/product-types'
import type { NewFormat, NewPaper, NewPaperRefinement, NewProductType, NewRefinement } from '@/lib/db/schema'

/**
 * Rows for what is printed, derived from lib/config/catalog.ts and lib/model/product-types.ts
 * so the database and the code cannot disagree. Positions follow the order of the config objects,
 * in steps of 10 so an admin can slot an entry in between.
 */

const entries = <K extends string, V>(record: Record<K, V>) => Object.entries(record) as [K, V][]

export const PRODUCT_TYPE_SEED = entries(PRODUCT_TYPES).map(
  ([key, type], index): Omit<NewProductType, 'createdAt'> => ({
    key: key satisfies ProductTypeKey,
    kind: type.kind,
    position: (index + 1) * 10,
    name: fromNames(type),
    priceKey: priceKeyOf(key),
  }),
)

export const FORMAT_SEED = entries(FORMATS).map(([key, format], index): Omit<NewFormat, 'createdAt'> => ({
  key,
  series: format.series,
  widthMm: format.widthMm,
  heightMm: format.heightMm,
  position: (index + 1) * 10,
  name: fromNames(format),
}))

export const PAPER_SEED = entries(PAPERS).map(([key, paper], index): Omit<NewPaper, 'createdAt'> => ({
  key,
  position: (index + 1) * 10,
  name: fromNames(paper),
}))

export const REFINEMENT_SEED = entries(REFINEMENTS).map(
  ([key, names], index): Omit<NewRefinement, 'createdAt'> => ({
    key,
    position: (index + 1) * 10,
    name: fromNames(names),
  }),
)

export const PAPER_REFINEMENT_SEED: NewPaperRefinement[] = (Object.keys(PAPERS) as PaperKey[]).flatMap(
  (paper) => refinementsFor(paper).map((refinement) => ({ paper, refinement })),
)
