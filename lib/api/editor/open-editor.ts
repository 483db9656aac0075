import 'server-only'
import { SHOP_LOCALES } from '@/lib/config/locales'
import type { ShopContext } from '@/lib/context/shop-context'
import { requestDb } from '@/lib/api/request-db'
import { PRODUCT_KIND_SEED } from '@/lib/shop/catalogue/seed/product-kinds'
import { logger } from '@/lib/log/logger'
import { getDesign } from '@/lib/shop/catalogue/designs'
import { PRODUCT_TYPES } from '@/lib/model/product-types'
import type { DesignDocument } from '@/lib/shop/design-print/design/document'
import { DesignDocumentError } from '@/lib/shop/design-print/design/errors'
import { migrateDocument } from '@/lib/shop/design-print/design/migrations'
import { getSavedDesign, savedDesignOwnerOf } from '@/lib/shop/design-print/saved-designs/saved-designs'
import type { SavedDesignOptionsInput } from '@/lib/shop/design-print/saved-designs/schema'
import { readRequestOwner } from '@/lib/api/session/request-owner'
import {
  openingOptions,
  productChoices,
  type ProductChoices,
} from '@/lib/shop/design-print/saved-designs/product-choices'
import type { SearchParams } from '@/lib/shop/catalogue/listing-params'
import { relayDocument } from '@/lib/shop/design-print/design/reformat'

export interface OpenedDesign {
  designId: number
  designName: string
  document: DesignDocument
  options: SavedDesignOptionsInput
  choices: ProductChoices
  savedId: string | null
  revision: number | null
  country: string
  language: 'de' | 'en'
}

/**
 * What the editor page opens: the catalogue design's template with the product page's choices from
 * the URL (`query`: format, paper, refinementType, punching, ribbon, envelope, quantity, …; issue 30
 * point 1), re-laid into the chosen format (ADR 0080), or the visitor's saved version of it (`saved`),
 * which keeps its own options. Null (a 404) for an unknown design, a design of a product this brand
 * does not sell or the editor cannot price, and a saved id that is not the visitor's.
 */
export async function openEditor(
  ctx: ShopContext,
  params: { design?: string; saved?: string; query?: SearchParams },
): Promise<OpenedDesign | null> {
  if (!params.design) return null
  const db = await requestDb()
  const design = await getDesign(db, params.design, ctx.locale)
  if (!design) return null
  const kind = PRODUCT_TYPES[design.productType].kind
  const sold = PRODUCT_KIND_SEED.find((k) => k.key === kind)?.brands as readonly string[] | undefined
  if (!sold?.includes(ctx.brand)) return null
  const language = SHOP_LOCALES[ctx.localeSegment].language
  // The formats offered depend on the document's shape (the saved one's or the template's).
  const choicesFor = (document: DesignDocument) =>
    productChoices(design.productType, language, { ...design, document: document.format })
  if (!productChoices(design.productType, language)) return null

  const base = {
    designId: design.id,
    designName: design.name,
    country: SHOP_LOCALES[ctx.localeSegment].country,
    language,
  }
  if (params.saved) {
    // The customer's designs on any device once signed in, else this browser's.
    const owner = savedDesignOwnerOf(await readRequestOwner())
    const saved = owner ? await getSavedDesign(db, owner, params.saved) : null
    const choices = saved ? choicesFor(saved.document) : null
    if (!saved || saved.designId !== design.id || !choices) return null
    return {
      ...base,
      choices,
      document: saved.document,
      options: saved.options,
      savedId: saved.id,
      revision: saved.revision,
    }
  }
  try {
    const template = migrateDocument(design.template)
    const choices = choicesFor(template)
    if (!choices) return null
    const options = openingOptions(design, params.query ?? {}, choices)
    // The template is laid out for the design's format; another format of the same shape re-lays it.
    const target = choices.formats.find((f) => f.key === options.format)?.document
    const document = target && target.key !== template.format.key ? relayDocument(template, target) : template
    return {
      ...base,
      choices,
      document,
      options,
      savedId: null,
      revision: null,
    }
  } catch (error) {
    // A template that does not parse is a catalogue bug: log it, and the customer gets a 404, not a crash.
    if (!(error instanceof DesignDocumentError)) throw error
    logger().error({ err: error, designId: design.id }, 'Design template cannot be opened in the editor')
    return null
  }
}
