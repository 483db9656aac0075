import { and, desc, eq, type SQL } from 'drizzle-orm'
import type { z } from 'zod'
import { designs, savedDesigns, type SavedDesignRow } from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'
import type { DesignDocument } from '@/lib/shop/design-print/design/document'
import { DesignDocumentError } from '@/lib/shop/design-print/design/errors'
import { migrateDocument } from '@/lib/shop/design-print/design/migrations'
import { ShopError } from '@/lib/shop/common/errors'
import { assertCardCombination } from '@/lib/shop/sales/pricing/card-rules'
import { parsePricingInput } from '@/lib/shop/sales/pricing/schema'
import { CONFLICT_MESSAGE, documentError, notFoundError } from './errors'
import {
  createSavedDesignSchema,
  savedDesignIdSchema,
  savedDesignOptionsSchema,
  savedDesignOwnerSchema,
  updateSavedDesignSchema,
  type CreateSavedDesignInput,
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

export interface SavedDesign extends SavedDesignRef {
  designId: number | null
  document: DesignDocument
  options: SavedDesignOptions
}

function ownerOf(input: SavedDesignOwner): { values: Partial<SavedDesignRow>; is: SQL } {
  const owner = parse(savedDesignOwnerSchema, input, 'owner')
  return 'visitorKey' in owner
    ? { values: { visitorKey: owner.visitorKey }, is: eq(savedDesigns.visitorKey, owner.visitorKey) }
    : { values: { customerId: owner.customerId }, is: eq(savedDesigns.customerId, owner.customerId) }
}

export async function createSavedDesign(
  db: Db,
  owner: SavedDesignOwner,
  input: CreateSavedDesignInput,
): Promise<SavedDesignRef> {
  const { values } = ownerOf(owner)
  const parsed = parse(createSavedDesignSchema, input, 'body')
  const document = validDocument(parsed.document)
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
  const options = validOptions(parsed.options)
  const mine = and(is, eq(savedDesigns.id, parsed.id))
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
  const { is } = ownerOf(owner)
  const parsedId = savedDesignIdSchema.safeParse(id)
  if (!parsedId.success) return null
  const [row] = await db
    .select()
    .from(savedDesigns)
    .where(and(is, eq(savedDesigns.id, parsedId.data)))
  if (!row) return null
  return {
    ...toRef(row),
    designId: row.designId,
    document: migrateDocument(row.document),
    options: savedDesignOptionsSchema.parse(row.options),
  }
}

/** "My designs": the owner's saved designs, most recently changed first. */
export async function listSavedDesigns(db: Db, owner: SavedDesignOwner): Promise<SavedDesignSummary[]> {
  const { is } = ownerOf(owner)
  const rows = await db
    .select()
    .from(savedDesigns)
    .where(is)
    .orderBy(desc(savedDesigns.updatedAt), desc(savedDesigns.id))
    .limit(200)
  return rows.map((row) => {
    const options = savedDesignOptionsSchema.parse(row.options)
    return {
      ...toRef(row),
      designId: row.designId,
      productType: options.productType,
      format: options.format,
      quantity: options.quantity,
    }
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

function parse<S extends z.ZodType>(schema: S, input: unknown, where: string): z.output<S> {
  const result = schema.safeParse(input)
  if (result.success) return result.data
  const issue = result.error.issues[0]
  const field = issue?.path.map(String).join('.') || where
  throw new ShopError(`${field}: ${issue?.message ?? 'invalid value'}`, { status: 400, field })
}

function toRef(row: SavedDesignRow): SavedDesignRef {
  return { id: row.id, revision: row.revision, updatedAt: row.updatedAt.toISOString() }
}

function defined<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('INSERT … RETURNING returned no row')
  return value
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
  const { is } = ownerOf(owner)
  const parsedId = savedDesignIdSchema.safeParse(id)
  if (!parsedId.success) return false
  const deleted = await db
    .delete(savedDesigns)
    .where(and(is, eq(savedDesigns.id, parsedId.data)))
    .returning({ id: savedDesigns.id })
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
