import { and, eq } from 'drizzle-orm'
import { guestLists, type GuestListRow } from '@/lib/db/schema/guest-lists'
import type { Db } from '@/lib/db/types'
import { ownedBy, ownedByEither, ownerValues, type ShopOwner } from '@/lib/shop/common/owner'
import { mapGuestRows } from './rows'
import { suggestMapping } from './mapping'
import { parseGuestList, type ParsedGuestList } from './parse'
import { buildTable } from './table'
import type { GuestListSummary } from './schema'

export type CreateGuestListInput = {
  bytes: Uint8Array
  /** The visitor's key; a signed-in customer's lists belong to `customerId` instead. */
  visitorKey: string | null
  customerId?: string | null
  fileName?: string
  /** The design's placeholder names, to suggest a column for each. */
  placeholders?: readonly string[]
}

const PREVIEW_ROWS = 20

/** Parses and stores a guest list for a visitor; the whole list is one row, written atomically. */
export async function createGuestList(db: Db, input: CreateGuestListInput): Promise<GuestListSummary> {
  return storeGuestList(db, {
    owner: { visitorKey: input.visitorKey, customerId: input.customerId ?? null },
    fileName: input.fileName?.slice(0, 200) ?? null,
    list: await parseGuestList(input.bytes),
    placeholders: input.placeholders ?? [],
  })
}

/**
 * Stores a list that was not uploaded but made from rows the shop already holds (the event portal's
 * households, issue 31): the same table checks as an upload (formula-looking cells, lengths), the same
 * summary, owned by the customer. The rows are a copy taken now: a design or order that uses the list
 * keeps what it printed even when the source changes later.
 */
export async function createGuestListFromTable(
  db: Db,
  input: {
    customerId: string
    fileName: string
    columns: readonly string[]
    rows: readonly (readonly string[])[]
    placeholders?: readonly string[]
  },
): Promise<GuestListSummary> {
  const table = buildTable(
    [input.columns, ...input.rows],
    [input.columns, ...input.rows].map((_, i) => i + 1),
  )
  return storeGuestList(db, {
    owner: { visitorKey: null, customerId: input.customerId },
    fileName: input.fileName.slice(0, 200),
    // The column says which reader to trust on a re-read; a made list is plain text like a CSV.
    list: { ...table, format: 'csv', encoding: 'utf-8', separator: null },
    placeholders: input.placeholders ?? [],
  })
}

/** One list, uploaded or made, as one row; the summary its upload panel shows. */
async function storeGuestList(
  db: Db,
  input: {
    owner: ShopOwner
    fileName: string | null
    list: ParsedGuestList
    placeholders: readonly string[]
  },
): Promise<GuestListSummary> {
  const { list } = input
  const [row] = await db
    .insert(guestLists)
    .values({
      ...ownerValues(input.owner),
      fileName: input.fileName,
      sourceFormat: list.format,
      columns: list.columns,
      rows: list.rows,
      rowNumbers: list.rowNumbers,
      rowCount: list.rows.length,
      problems: list.problems,
      problemCount: list.problemCount,
    })
    .returning({ id: guestLists.id })
  return {
    id: row!.id,
    format: list.format,
    encoding: list.encoding,
    separator: list.separator,
    columns: list.columns,
    rowCount: list.rows.length,
    problems: list.problems,
    problemCount: list.problemCount,
    mapping: suggestMapping(input.placeholders, list.columns),
    preview: list.rows.slice(0, PREVIEW_ROWS),
  }
}

/** A visitor's (or customer's) own guest list; null for an unknown id or someone else's list. */
export async function findGuestList(db: Db, id: string, owner: ShopOwner): Promise<GuestListRow | null> {
  if ((!owner.visitorKey && !owner.customerId) || !/^[0-9a-f-]{36}$/i.test(id)) return null
  const [row] = await db
    .select()
    .from(guestLists)
    .where(and(eq(guestLists.id, id), ownedBy(guestLists, owner)))
  return row ?? null
}

/** An order's guest list: held by the order's visitor key or by its customer (see ownedByEither). */
export async function findGuestListOfEither(
  db: Db,
  id: string,
  owner: ShopOwner,
): Promise<GuestListRow | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null
  const [row] = await db
    .select()
    .from(guestLists)
    .where(and(eq(guestLists.id, id), ownedByEither(guestLists, owner)))
  return row ?? null
}

/** Guest rows as mail-merge values (placeholder/column name → text), in list order. */
export function guestListValues(list: GuestListRow, mapping?: Readonly<Record<string, string | null>>) {
  return mapGuestRows(list.columns, list.rows, mapping)
}

/** At sign-in: the visitor's guest lists become the customer's (the visitor key no longer owns them). */
export async function moveGuestListsToCustomer(
  db: Db,
  visitorKey: string,
  customerId: string,
): Promise<number> {
  const moved = await db
    .update(guestLists)
    .set({ visitorKey: null, customerId })
    .where(eq(guestLists.visitorKey, visitorKey))
    .returning({ id: guestLists.id })
  return moved.length
}
