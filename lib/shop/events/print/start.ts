import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm'
import { designCategories, designs, savedDesigns } from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'
import { OCCASION_KEYS, type CategoryKey, type OccasionKey } from '@/lib/model/catalog-keys'
import { ShopError } from '@/lib/shop/common/errors'
import { productOptions } from '@/lib/shop/catalogue/product-options'
import type { DesignDocument } from '@/lib/shop/design-print/design/document'
import { migrateDocument } from '@/lib/shop/design-print/design/migrations'
import { createGuestListFromTable } from '@/lib/shop/design-print/guest-list/guest-lists'
import { createSavedDesign, getSavedDesign } from '@/lib/shop/design-print/saved-designs/saved-designs'
import type { SavedDesignOptionsInput } from '@/lib/shop/design-print/saved-designs/schema'
import { documentPlaceholderNames } from '@/lib/shop/design-print/design/mail-merge'
import { ENVELOPES, type EnvelopeSizeClass } from '@/lib/config/pricing'
import { DEFAULT_ENVELOPE_COLOUR } from '@/lib/model/accessory-keys'
import { productRules } from '@/lib/shop/sales/pricing/card-products'
import { quantityStepsForGuests } from '@/lib/shop/sales/pricing/quantity'
import type { EventView } from '@/lib/shop/events/event'
import { PRINT_CATEGORY, PRINT_LIST_NAME, PRINT_PRODUCT_TYPE, type PrintKind } from './kinds'
import { MAX_POSTER_TABLES, tablePlanLayout, type PosterTable } from './poster'
import { ENVELOPE_SIZES_MM, envelopeLayout, placeCardLayout, tableCardLayout, thankYouLayout } from './layout'
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
  /** Cards the list prints (rows of the guest list); the poster is one. */
  cards: number
  /** The poster's tables did not fit even at the smallest type: its names are set smaller. */
  overfull?: boolean
}

const NOTHING_TO_PRINT: Record<PrintKind, string> = {
  'place-cards':
    'Noch hat niemand zugesagt: Platzkarten gibt es für die Gäste, die zugesagt haben. Sobald die ersten Antworten da sind, können Sie sie gestalten.',
  'table-plan':
    'Noch sitzt niemand an einem Tisch: Tragen Sie in der Gästeliste bei den Gästen, die zugesagt haben, einen Tisch ein.',
  'table-cards':
    'Noch sitzt niemand an einem Tisch: Tragen Sie in der Gästeliste bei den Gästen, die zugesagt haben, einen Tisch ein.',
  'thank-you':
    'Noch hat kein Haushalt zugesagt: Dankeskarten gibt es für die Haushalte, die mit Ihnen gefeiert haben.',
  envelopes:
    'Noch hat kein Haushalt eine Anschrift: Tragen Sie in der Gästeliste Straße und Ort ein, dann können die Umschläge bedruckt werden.',
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
  kind: PrintKind,
  event: EventView,
  themeId: number | null,
): Promise<number> {
  const category: CategoryKey = PRINT_CATEGORY[kind]
  const productType = PRINT_PRODUCT_TYPE[kind]
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
      .where(
        and(
          eq(designCategories.category, category),
          productType ? eq(designs.productType, productType) : undefined,
          narrowing,
        ),
      )
      .orderBy(desc(designs.popularity), asc(designs.id))
      .limit(1)
    if (row) return row.id
  }
  throw new ShopError('Für dieses Stück gibt es im Katalog gerade kein Design.', { status: 404 })
}

type Base = { designId: number; document: DesignDocument; options: SavedDesignOptionsInput }

/** The most popular catalogue design of the piece, with the options its product page starts with. */
async function catalogueBase(db: Db, kind: PrintKind, event: EventView, customerId: string): Promise<Base> {
  const themeId = await invitationTheme(db, event, customerId)
  const designId = await pickDesign(db, kind, event, themeId)
  const [design] = await db.select().from(designs).where(eq(designs.id, designId))
  const options = design ? productOptions(design, {}) : null
  if (!design || !options) {
    throw new ShopError('Für dieses Stück gibt es im Katalog gerade kein Design.', { status: 404 })
  }
  return { designId, document: migrateDocument(design.template), options: options.line }
}

/**
 * The invitation the envelopes go with: the couple's own invitation of the event (a copy, with every
 * change they made), else the theme's catalogue invitation. Its envelope option is set to the size
 * class that fits the card, in the colour and flap chosen before or white with a straight flap.
 */
async function envelopeBase(db: Db, event: EventView, customerId: string): Promise<Base> {
  const own = event.savedDesignId ? await getSavedDesign(db, { customerId }, event.savedDesignId) : null
  const base =
    own?.product === 'card' && own.designId !== null
      ? { designId: own.designId, document: own.document, options: own.options }
      : await catalogueBase(db, 'envelopes', event, customerId)
  const sizeClass = (Object.keys(ENVELOPES) as EnvelopeSizeClass[]).find((size) =>
    (ENVELOPES[size].fits as readonly string[]).includes(base.options.format),
  )
  const takesEnvelope = (productRules(base.options.productType).options as readonly string[]).includes(
    'envelope',
  )
  if (!sizeClass || !takesEnvelope) {
    throw new ShopError(
      'Zu dieser Einladung gibt es keinen Umschlag, der bedruckt werden kann. Wählen Sie im Event eine Klappkarte oder Postkarte als Einladung.',
      { status: 422, field: 'kind' },
    )
  }
  const chosen = base.options.envelope
  const envelope = {
    flap: chosen?.flap ?? 'straight',
    colour: chosen?.colour ?? DEFAULT_ENVELOPE_COLOUR,
    sizeClass,
  }
  return {
    ...base,
    document: envelopeLayout(base.document, ENVELOPE_SIZES_MM[sizeClass]),
    options: { ...base.options, envelope },
  }
}

function layoutFor(kind: PrintKind, doc: DesignDocument, withMeal: boolean): DesignDocument {
  if (kind === 'place-cards') return placeCardLayout(doc, withMeal)
  if (kind === 'table-cards') return tableCardLayout(doc)
  if (kind === 'thank-you') return thankYouLayout(doc)
  return doc
}

function tableOf(kind: PrintKind, tables: PrintTables): MergeTable {
  if (kind === 'place-cards') return tables.placeCards
  if (kind === 'table-cards' || kind === 'table-plan') return tables.tableCards
  if (kind === 'thank-you') return tables.thankYou
  return tables.envelopes
}

/** The event's day as the poster's foot line says it ("12. Juni 2027"), in the event's language. */
function posterDate(event: EventView): string {
  const day = new Date(`${event.eventDate}T12:00:00Z`)
  if (Number.isNaN(day.getTime())) return ''
  return new Intl.DateTimeFormat(event.locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(day)
}

/**
 * The table plan poster: one sheet, its texts written in (nothing to merge), bought once. The
 * catalogue poster's own options (A2, its paper) with a quantity of one.
 */
async function startTablePlan(
  db: Db,
  event: EventView,
  customerId: string,
  table: MergeTable,
): Promise<StartedPrint> {
  const tables: PosterTable[] = table.rows.map(([label = '', names = '']) => ({
    label,
    names: names.split('\n'),
  }))
  if (tables.length > MAX_POSTER_TABLES) {
    throw new ShopError(
      `Ein Tischplan fasst bis zu ${MAX_POSTER_TABLES} Tische; Ihre Gästeliste hat ${tables.length}. Fassen Sie Tische zusammen oder drucken Sie Tischkarten.`,
      { status: 422, field: 'kind', key: 'too-many-tables' },
    )
  }
  const base = await catalogueBase(db, 'table-plan', event, customerId)
  const { document, fit } = tablePlanLayout(base.document, tables, {
    title: event.title,
    date: posterDate(event),
  })
  const saved = await createSavedDesign(
    db,
    { customerId },
    { designId: base.designId, document, options: { ...base.options, quantity: 1 } },
  )
  return {
    kind: 'table-plan',
    savedDesignId: saved.id,
    designId: base.designId,
    cards: 1,
    overfull: !fit.fits,
  }
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
  if (input.kind === 'table-plan') return startTablePlan(db, event, input.customerId, table)
  const base =
    input.kind === 'envelopes'
      ? await envelopeBase(db, event, input.customerId)
      : await catalogueBase(db, input.kind, event, input.customerId)
  const withMeal = input.withMeal && event.questions.mealChoices.length > 0
  const laidOut = layoutFor(input.kind, base.document, withMeal)
  // The design's own fields are matched to the list's columns (an invitation's {{Anrede}}, RSVP-Link …).
  const list = await createGuestListFromTable(db, {
    customerId: input.customerId,
    fileName: `${PRINT_LIST_NAME[input.kind]}: ${event.title}`,
    columns: table.columns,
    rows: table.rows,
    placeholders: documentPlaceholderNames(laidOut),
  })
  const document: DesignDocument = { ...laidOut, guestListId: list.id, guestMapping: list.mapping }
  const quantity = quantityStepsForGuests(table.rows.length)[0] ?? table.rows.length
  const saved = await createSavedDesign(
    db,
    { customerId: input.customerId },
    { designId: base.designId, document, options: { ...base.options, quantity } },
  )
  return { kind: input.kind, savedDesignId: saved.id, designId: base.designId, cards: table.rows.length }
}
