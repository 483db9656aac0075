import { and, desc, eq, sql } from 'drizzle-orm'
import { designs, savedDesigns, type SavedDesignProduct } from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'
import type { DesignDocument } from '@/lib/shop/design-print/design/document'
import { DesignDocumentError } from '@/lib/shop/design-print/design/errors'
import { migrateDocument } from '@/lib/shop/design-print/design/migrations'
import { ShopError } from '@/lib/shop/common/errors'
import { assertCardCombination } from '@/lib/shop/sales/pricing/card-rules'
import { parsePricingInput } from '@/lib/shop/sales/pricing/schema'
import { CONFLICT_MESSAGE, documentError, notFoundError } from './errors'
import { defined, ownedDesign, ownerOf, parse, toRef } from './rows'
import {
  createSavedDesignSchema,
  savedDesignOptionsSchema,
  updateSavedDesignSchema,
  type CreateSavedDesignInput,
  SPEC_FIELD_OF_PRODUCT,
  type PhotoProduct,
  type SavedDesignOptions,
  type SavedDesignOwner,
  type SavedDesignRef,
  type SavedDesignSummary,
  type UpdateSavedDesignInput,
} from './schema'

/**
 * Designs a visitor or customer is working on (issue 5, "save and continue"). The one place that
 * reads and writes saved_designs: the /web-api/designs handlers, the editor page and later the
 * account page and the cart call these functions. Every write validates the document with
 * lib/shop/design-print/design and the options with the pricing rules, so a stored row is always printable.
 */

/** A card with its catalogue design and options, or a photo product whose options are its spec. */
export type SavedDesign = SavedDesignRef & { document: DesignDocument } & (
    | { product: 'card'; designId: number | null; options: SavedDesignOptions }
    | { product: PhotoProduct; designId: null; options: null }
  )

export async function createSavedDesign(
  db: Db,
  owner: SavedDesignOwner,
  input: CreateSavedDesignInput,
): Promise<SavedDesignRef> {
  const { values } = ownerOf(owner)
  const parsed = parse(createSavedDesignSchema, input, 'body')
  const document = validDocument(parsed.document)
  if (!('options' in parsed)) {
    assertSpecOf(parsed.product, document)
    const [row] = await db
      .insert(savedDesigns)
      .values({
        ...values,
        product: parsed.product,
        document,
        documentVersion: document.schemaVersion,
        options: null,
      })
      .returning()
    return toRef(defined(row))
  }
  const options = validOptions(parsed.options)
  const [design] = await db.select({ id: designs.id }).from(designs).where(eq(designs.id, parsed.designId))
  if (!design)
    throw new ShopError('This design does not exist (any more).', { status: 404, field: 'designId' })
  const [row] = await db
    .insert(savedDesigns)
    .values({
      ...values,
      designId: parsed.designId,
      document,
      documentVersion: document.schemaVersion,
      options,
    })
    .returning()
  return toRef(defined(row))
}

/**
 * Saves a new state over revision `input.revision`. The compare-and-set happens in the UPDATE's
 * WHERE clause, so two concurrent saves of the same revision cannot both win, without a lock.
 */
export async function updateSavedDesign(
  db: Db,
  owner: SavedDesignOwner,
  input: UpdateSavedDesignInput,
): Promise<SavedDesignRef> {
  const { is } = ownerOf(owner)
  const parsed = parse(updateSavedDesignSchema, input, 'body')
  const document = validDocument(parsed.document)
  const product = parsed.product ?? 'card'
  if (product !== 'card') assertSpecOf(product, document)
  const options = 'options' in parsed ? validOptions(parsed.options) : null
  // A save never turns a card into a calendar or back: the row must be of the product being saved.
  const mine = and(is, eq(savedDesigns.id, parsed.id), eq(savedDesigns.product, product))
  const [row] = await db
    .update(savedDesigns)
    .set({
      document,
      documentVersion: document.schemaVersion,
      options,
      revision: parsed.revision + 1,
      updatedAt: new Date(),
    })
    .where(and(mine, eq(savedDesigns.revision, parsed.revision)))
    .returning()
  if (row) return toRef(row)
  const [current] = await db.select({ revision: savedDesigns.revision }).from(savedDesigns).where(mine)
  if (!current) throw notFoundError()
  throw new ShopError(CONFLICT_MESSAGE, { status: 409, field: 'revision' })
}

/** The owner's saved design, migrated to the current document version; null if missing or foreign. */
export async function getSavedDesign(
  db: Db,
  owner: SavedDesignOwner,
  id: string,
): Promise<SavedDesign | null> {
  const mine = ownedDesign(owner, id)
  if (!mine) return null
  const [row] = await db.select().from(savedDesigns).where(mine.where)
  if (!row) return null
  const document = migrateDocument(row.document)
  if (row.product === 'card') {
    const options = savedDesignOptionsSchema.parse(row.options)
    return { ...toRef(row), product: 'card', designId: row.designId, document, options }
  }
  return { ...toRef(row), product: row.product, designId: null, document, options: null }
}

/** "My designs": the owner's saved designs, most recently changed first. */
export async function listSavedDesigns(db: Db, owner: SavedDesignOwner): Promise<SavedDesignSummary[]> {
  const { is } = ownerOf(owner)
  // Only the specs of photo products are read, not their documents (a book's is ~250 KB).
  const rows = await db
    .select({
      id: savedDesigns.id,
      revision: savedDesigns.revision,
      updatedAt: savedDesigns.updatedAt,
      product: savedDesigns.product,
      designId: savedDesigns.designId,
      options: savedDesigns.options,
      name: savedDesigns.name,
      calendar: sql<unknown>`${savedDesigns.document} -> 'calendar'`,
      photobook: sql<unknown>`${savedDesigns.document} -> 'photobook'`,
      photobox: sql<unknown>`${savedDesigns.document} -> 'photobox'`,
      prints: sql<unknown>`jsonb_array_length(${savedDesigns.document} -> 'photoPrints' -> 'items')`,
      collageDesignId: sql<unknown>`${savedDesigns.document} -> 'collage' -> 'designId'`,
      wallArtWidth: sql<unknown>`${savedDesigns.document} -> 'wallArt' -> 'widthMm'`,
      wallArtHeight: sql<unknown>`${savedDesigns.document} -> 'wallArt' -> 'heightMm'`,
    })
    .from(savedDesigns)
    .where(is)
    .orderBy(desc(savedDesigns.updatedAt), desc(savedDesigns.id))
    .limit(200)
  return rows.map((row): SavedDesignSummary => {
    const ref = {
      id: row.id,
      revision: row.revision,
      updatedAt: row.updatedAt.toISOString(),
      customName: row.name,
    }
    if (row.product === 'card') {
      const options = savedDesignOptionsSchema.parse(row.options)
      return {
        ...ref,
        product: 'card',
        designId: row.designId,
        designGroupId: null,
        productType: options.productType,
        format: options.format,
        quantity: options.quantity,
        designKey: null,
      }
    }
    return { ...ref, product: row.product, designId: null, ...photoProductSummary(row.product, row) }
  })
}

type PhotoProductSummary = Pick<
  SavedDesignSummary,
  'designGroupId' | 'productType' | 'format' | 'quantity' | 'designKey'
>

/** What "my designs" lists of a photo product, read from its stored spec (never the whole document). */
function photoProductSummary(
  product: Exclude<SavedDesignProduct, 'card'>,
  specs: {
    calendar: unknown
    photobook: unknown
    photobox: unknown
    prints: unknown
    collageDesignId: unknown
    wallArtWidth: unknown
    wallArtHeight: unknown
  },
): PhotoProductSummary {
  const field = (spec: unknown, key: string): unknown =>
    spec !== null && typeof spec === 'object' ? (spec as Record<string, unknown>)[key] : undefined
  const number = (value: unknown) => (typeof value === 'number' ? value : null)
  const text = (value: unknown) => (typeof value === 'string' ? value : '')
  const none = { designGroupId: null, quantity: null, designKey: null, format: '', productType: product }
  switch (product) {
    case 'calendar':
      return {
        ...none,
        designGroupId: number(field(specs.calendar, 'designGroupId')),
        format: text(field(specs.calendar, 'formatType')),
      }
    case 'photobook':
      return {
        ...none,
        designGroupId: number(field(specs.photobook, 'designGroupSetId')),
        format: text(field(specs.photobook, 'format')),
      }
    case 'photobox':
      return {
        ...none,
        format: text(field(specs.photobox, 'format')),
        quantity: number(field(specs.photobox, 'quantity')),
        designKey: text(field(specs.photobox, 'designType')) || null,
      }
    case 'photoprints':
      return { ...none, quantity: number(specs.prints) }
    case 'collage': {
      // Its collage design (designKey) and size "WxH" in mm, the piece's material living in `wallArt`.
      const [w, h] = [number(specs.wallArtWidth), number(specs.wallArtHeight)]
      const design = number(specs.collageDesignId)
      return {
        ...none,
        designKey: design === null ? null : String(design),
        format: w && h ? `${w}x${h}` : '',
      }
    }
  }
}

/** A photo product is saved with its own spec (a photo box with `photobox`, …); else a 422. */
function assertSpecOf(product: PhotoProduct, document: DesignDocument): void {
  const field = SPEC_FIELD_OF_PRODUCT[product]
  if (document[field] !== undefined) return
  throw new ShopError(`document.${field}: a ${product} design needs its ${field} spec`, {
    status: 422,
    field: `document.${field}`,
  })
}

function validDocument(input: unknown): DesignDocument {
  try {
    return migrateDocument(input)
  } catch (error) {
    if (error instanceof DesignDocumentError) throw documentError(error)
    throw error
  }
}

function validOptions(input: unknown): SavedDesignOptions {
  const options = parsePricingInput(savedDesignOptionsSchema, input)
  assertCardCombination(options)
  return options
}

/** The saved-design owner of a request: the customer when signed in, else the visitor; null: nobody. */
export function savedDesignOwnerOf(owner: {
  visitorKey: string | null
  customerId?: string | null
}): SavedDesignOwner | null {
  if (owner.customerId) return { customerId: owner.customerId }
  return owner.visitorKey ? { visitorKey: owner.visitorKey } : null
}

/** Deletes one of the owner's saved designs ("Meine Designs"); false if it is not theirs or gone. */
export async function deleteSavedDesign(db: Db, owner: SavedDesignOwner, id: string): Promise<boolean> {
  const mine = ownedDesign(owner, id)
  if (!mine) return false
  const deleted = await db.delete(savedDesigns).where(mine.where).returning({ id: savedDesigns.id })
  return deleted.length > 0
}

/**
 * At sign-in: the visitor's saved designs become the customer's. Cart lines keep pointing at them by
 * id, and the editor reopens them on any device the customer signs in on.
 */
export async function moveSavedDesignsToCustomer(
  db: Db,
  visitorKey: string,
  customerId: string,
): Promise<number> {
  const moved = await db
    .update(savedDesigns)
    .set({ visitorKey: null, customerId })
    .where(eq(savedDesigns.visitorKey, visitorKey))
    .returning({ id: savedDesigns.id })
  return moved.length
}
