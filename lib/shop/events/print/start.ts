import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm'
import { designCategories, designs, savedDesigns } from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'
import { OCCASION_KEYS, type CategoryKey, type OccasionKey } from '@/lib/model/catalog-keys'
import { ShopError } from '@/lib/shop/common/errors'
import { productOptions } from '@/lib/shop/catalogue/product-options'
import type { DesignDocument } from '@/lib/shop/design-print/design/document'
import { migrateDocument } from '@/lib/shop/design-print/design/migrations'
import { createGuestListFromTable } from '@/lib/shop/design-print/guest-list/guest-lists'
import { createSavedDesign } from '@/lib/shop/design-print/saved-designs/saved-designs'
import { quantityStepsForGuests } from '@/lib/shop/sales/pricing/quantity'
import type { EventView } from '@/lib/shop/events/event'
import { PRINT_CATEGORY, PRINT_LIST_NAME, type PrintKind } from './kinds'
import { placeCardLayout, tableCardLayout, thankYouLayout } from './layout'
import { printSource, printTables, type PrintTables } from './source'
import type { MergeTable } from './rows'

/**
 * "Drucken" of an event (issue 31 point 7, ADR 0105): the chosen piece becomes a saved card design of
 * the customer — the catalogue design of the piece in the invitation's theme, its texts turned into the
 * list's fields, with a guest list copied from the event now — which the card design tool opens like
 * any saved design. From there cart, order and print file are the card's own: one card per row.
 */

export interface StartedPrint {
  kind: PrintKind
  savedDesignId: string
  designId: number
  /** Cards the list prints (rows of the guest list). */
  cards: number
}

const NOTHING_TO_PRINT: Record<PrintKind, string> = {
  'place-cards':
    'Noch hat niemand zugesagt: Platzkarten gibt es für die Gäste, die zugesagt haben. Sobald die ersten Antworten da sind, können Sie sie gestalten.',
  'table-cards':
    'Noch sitzt niemand an einem Tisch: Tragen Sie in der Gästeliste bei den Gästen, die zugesagt haben, einen Tisch ein.',
  'thank-you':
    'Noch hat kein Haushalt zugesagt: Dankeskarten gibt es für die Haushalte, die mit Ihnen gefeiert haben.',
}

/** The theme of the event's invitation (the saved design it takes its look from), when it has one. */
async function invitationTheme(db: Db, event: EventView, customerId: string): Promise<number | null> {
  if (!event.savedDesignId) return null
  const [row] = await db
    .select({ themeId: designs.themeId })
    .from(savedDesigns)
    .innerJoin(designs, eq(designs.id, savedDesigns.designId))
    .where(and(eq(savedDesigns.id, event.savedDesignId), eq(savedDesigns.customerId, customerId)))
  return row?.themeId ?? null
}

const isOccasion = (key: string): key is OccasionKey => (OCCASION_KEYS as readonly string[]).includes(key)

/** The most popular design of the category: in the invitation's theme, else the occasion's, else any. */
async function pickDesign(
  db: Db,
  category: CategoryKey,
  event: EventView,
  themeId: number | null,
): Promise<number> {
  // Each step widens the search; `true` is the last one: any design of the category.
  const narrowings: SQL[] = [
    ...(themeId === null ? [] : [eq(designs.themeId, themeId)]),
    ...(isOccasion(event.occasion) ? [eq(designs.occasion, event.occasion)] : []),
    sql`true`,
  ]
  for (const narrowing of narrowings) {
    const [row] = await db
      .select({ id: designs.id })
      .from(designs)
      .innerJoin(designCategories, eq(designCategories.designId, designs.id))
      .where(and(eq(designCategories.category, category), narrowing))
      .orderBy(desc(designs.popularity), asc(designs.id))
      .limit(1)
    if (row) return row.id
  }
  throw new ShopError('Für dieses Stück gibt es im Katalog gerade kein Design.', { status: 404 })
}

function layoutFor(kind: PrintKind, doc: DesignDocument, withMeal: boolean): DesignDocument {
  if (kind === 'place-cards') return placeCardLayout(doc, withMeal)
  if (kind === 'table-cards') return tableCardLayout(doc)
  return thankYouLayout(doc)
}

function tableOf(kind: PrintKind, tables: PrintTables): MergeTable {
  if (kind === 'place-cards') return tables.placeCards
  if (kind === 'table-cards') return tables.tableCards
  return tables.thankYou
}

export async function startEventPrint(
  db: Db,
  input: { eventId: string; customerId: string; kind: PrintKind; withMeal: boolean },
): Promise<StartedPrint> {
  const { event, source } = await printSource(db, input.customerId, input.eventId)
  const table = tableOf(input.kind, printTables(source, event))
  if (table.rows.length === 0) {
    throw new ShopError(NOTHING_TO_PRINT[input.kind], { status: 422, field: 'kind', key: 'nothing-to-print' })
  }
  const themeId = await invitationTheme(db, event, input.customerId)
  const designId = await pickDesign(db, PRINT_CATEGORY[input.kind], event, themeId)
  const [design] = await db.select().from(designs).where(eq(designs.id, designId))
  const options = design ? productOptions(design, {}) : null
  if (!design || !options) {
    throw new ShopError('Für dieses Stück gibt es im Katalog gerade kein Design.', { status: 404 })
  }
  const withMeal = input.withMeal && event.questions.mealChoices.length > 0
  const list = await createGuestListFromTable(db, {
    customerId: input.customerId,
    fileName: `${PRINT_LIST_NAME[input.kind]}: ${event.title}`,
    columns: table.columns,
    rows: table.rows,
  })
  const document: DesignDocument = {
    ...layoutFor(input.kind, migrateDocument(design.template), withMeal),
    guestListId: list.id,
    // The columns carry the fields' own names, so each field reads its column.
    guestMapping: Object.fromEntries(table.columns.map((column) => [column, column])),
  }
  const quantity = quantityStepsForGuests(table.rows.length)[0] ?? table.rows.length
  const saved = await createSavedDesign(
    db,
    { customerId: input.customerId },
    { designId, document, options: { ...options.line, quantity } },
  )
  return { kind: input.kind, savedDesignId: saved.id, designId, cards: table.rows.length }
}
