import type { Db } from '@/lib/db/types'
import { dashboardRows } from '@/lib/shop/events/dashboard/stats'
import type { EventView } from '@/lib/shop/events/event'
import type { PrintKind } from './kinds'
import {
  envelopeTable,
  placeCardTable,
  tableCardTable,
  thankYouTable,
  type MergeTable,
  type PrintSource,
} from './rows'

/**
 * The guest list and its answers as the print rows read them, after the owner check (another
 * customer's event: 404): the dashboard's rows, so both count the same guests as coming.
 */
export async function printSource(
  db: Db,
  customerId: string,
  eventId: string,
): Promise<{ event: EventView; source: PrintSource }> {
  const rows = await dashboardRows(db, customerId, eventId)
  const attending = new Set(rows.responses.filter((r) => r.attending).map((r) => r.memberId))
  return {
    event: rows.event,
    source: { occasion: rows.event.occasion, households: rows.households, members: rows.members, attending },
  }
}

export interface PrintTables {
  envelopes: MergeTable & { unaddressed: number }
  placeCards: MergeTable
  tableCards: MergeTable & { unseated: number; unseatedNames: string[] }
  thankYou: MergeTable
}

/** The country of the event's shop (de-AT: AT): a letter within it needs no country line. */
export function homeCountryOf(event: Pick<EventView, 'locale'>): string {
  return (event.locale.split('-')[1] ?? 'DE').toUpperCase()
}

export function printTables(source: PrintSource, event: Pick<EventView, 'locale'>): PrintTables {
  const home = homeCountryOf(event)
  return {
    envelopes: envelopeTable(source, home),
    placeCards: placeCardTable(source),
    tableCards: tableCardTable(source),
    thankYou: thankYouTable(source, home),
  }
}

/** What the account's "Drucken" page shows per piece: how many cards, the first few, what is missing. */
export interface PrintOverviewEntry {
  kind: PrintKind
  cards: number
  /** The first cards' main line (name, table or recipient), as a preview. */
  sample: string[]
}

export interface PrintOverview {
  entries: PrintOverviewEntry[]
  /** Guests who said yes but sit at no table (not on the poster nor any table card). */
  unseated: number
  /** Their names (the first few), so the page can say whom. */
  unseatedNames: string[]
  /** Households without a street and town (no envelope for them). */
  unaddressed: number
  askMeals: boolean
}

const SAMPLE = 6

export async function printOverview(db: Db, customerId: string, eventId: string): Promise<PrintOverview> {
  const { event, source } = await printSource(db, customerId, eventId)
  const tables = printTables(source, event)
  const entry = (kind: PrintKind, table: MergeTable): PrintOverviewEntry => ({
    kind,
    cards: table.rows.length,
    sample: table.rows.slice(0, SAMPLE).map((row) => row[0] ?? ''),
  })
  const seated = tables.tableCards.rows.length
  return {
    entries: [
      entry('envelopes', tables.envelopes),
      entry('place-cards', tables.placeCards),
      // One poster with every table: its preview names the tables.
      { ...entry('table-plan', tables.tableCards), cards: seated > 0 ? 1 : 0 },
      entry('table-cards', tables.tableCards),
      entry('thank-you', tables.thankYou),
    ],
    unseated: tables.tableCards.unseated,
    unseatedNames: tables.tableCards.unseatedNames.slice(0, 10),
    unaddressed: tables.envelopes.unaddressed,
    askMeals: event.questions.mealChoices.length > 0,
  }
}
