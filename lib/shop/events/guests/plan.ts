import type { GuestField } from './columns'
import type { IncomingHousehold, RowProblem } from './import-rows'
import { memberKey, normaliseKey, sameMember } from './normalise'
import type { HouseholdInput } from './schema'

/**
 * Which household of the file is new, which matches one in the list (duplicate detection) and what a
 * merge would change (issue 31 point 3). Pure: the preview shows it and the import applies it.
 */

export type ExistingHousehold = HouseholdInput & {
  id: string
  members: (HouseholdInput['members'][number] & { isPlusOne: boolean })[]
}

export type PlanEntry = {
  rows: number[]
  name: string
  status: 'new' | 'changed' | 'same'
  /** The matching household in the list, and why it matched. */
  match: { id: string; name: string; by: 'name' | 'email' | 'members' } | null
  /** Labels of what a merge changes (empty for new and same). */
  changes: string[]
  /** As the file has it (add-new and replace use this). */
  incoming: HouseholdInput
  /** The matching household after a merge: the file's values where it has the column. */
  merged: HouseholdInput | null
}

export type ImportPlan = { entries: PlanEntry[]; problems: RowProblem[] }

type Key = { by: 'name' | 'email' | 'members'; key: string }

/** Same household: same name, or same e-mail, or the same people at the same postcode. */
export function householdKeys(h: HouseholdInput): Key[] {
  const keys: Key[] = [{ by: 'name', key: `n:${normaliseKey(h.name)}` }]
  if (h.email) keys.push({ by: 'email', key: `e:${normaliseKey(h.email)}` })
  const people = h.members.map(memberKey).filter((k) => k !== '')
  if (people.length > 0)
    keys.push({ by: 'members', key: `m:${people.sort().join('|')}@${normaliseKey(h.postcode)}` })
  return keys
}

const FIELD_OF: [keyof HouseholdInput, GuestField, string][] = [
  ['name', 'household', 'Name'],
  ['salutationStyle', 'style', 'Ansprache'],
  ['addresseeOverride', 'override', 'Empfängerzeile'],
  ['street', 'street', 'Straße'],
  ['street2', 'street2', 'Adresszusatz'],
  ['postcode', 'postcode', 'PLZ'],
  ['city', 'city', 'Ort'],
  ['country', 'country', 'Land'],
  ['email', 'email', 'E-Mail'],
  ['tags', 'tags', 'Gruppe'],
  ['plusOnesAllowed', 'plusOnes', 'Begleitpersonen'],
  ['subEventIds', 'subEvents', 'Teil-Events'],
]

/** The household as the list compares it: invited people only, invitations as a set. */
export function comparable(h: HouseholdInput | ExistingHousehold): HouseholdInput {
  return {
    name: h.name,
    salutationStyle: h.salutationStyle,
    addresseeOverride: h.addresseeOverride,
    street: h.street,
    street2: h.street2,
    postcode: h.postcode,
    city: h.city,
    country: h.country,
    email: h.email,
    tags: [...h.tags],
    plusOnesAllowed: h.plusOnesAllowed,
    subEventIds: [...h.subEventIds].sort(),
    members: h.members
      .filter((m) => !('isPlusOne' in m && m.isPlusOne))
      .map((m) => ({
        salutation: m.salutation,
        title: m.title,
        firstName: m.firstName,
        lastName: m.lastName,
        isChild: m.isChild,
        tableName: m.tableName ?? null,
      })),
  }
}

type Member = HouseholdInput['members'][number]

/**
 * The file's people with their tables: the file's where it has a Tisch column, else each keeps the
 * table of the person of the same name in the list (matched in order, as updateHousehold matches them).
 */
function withTables(
  before: readonly Member[],
  incoming: readonly Member[],
  present: ReadonlySet<GuestField>,
) {
  if (present.has('table')) return [...incoming]
  const taken = new Set<Member>()
  return incoming.map((member) => {
    const match = before.find((b) => !taken.has(b) && sameMember(b, member))
    if (match) taken.add(match)
    return { ...member, tableName: match?.tableName ?? null }
  })
}

const withoutTables = (members: readonly Member[]) => members.map(({ tableName: _table, ...m }) => m)

function merge(
  existing: HouseholdInput,
  incoming: HouseholdInput,
  present: ReadonlySet<GuestField>,
): HouseholdInput {
  const merged: HouseholdInput = { ...existing }
  for (const [key, field] of FIELD_OF) {
    if (present.has(field)) Object.assign(merged, { [key]: incoming[key] })
  }
  if (present.has('firstName') || present.has('lastName')) {
    merged.members = withTables(existing.members, incoming.members, present)
  }
  return comparable(merged)
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

export function planImport(
  existing: readonly ExistingHousehold[],
  incoming: readonly IncomingHousehold[],
  present: ReadonlySet<GuestField>,
  problems: readonly RowProblem[] = [],
): ImportPlan {
  const byKey = new Map<string, { household: ExistingHousehold; by: Key['by'] }>()
  for (const household of existing) {
    for (const key of householdKeys(comparable(household)))
      if (!byKey.has(key.key)) byKey.set(key.key, { household, by: key.by })
  }
  const seenInFile = new Map<string, IncomingHousehold>()
  const claimed = new Map<string, IncomingHousehold>()
  const entries: PlanEntry[] = []
  const found: RowProblem[] = [...problems]
  for (const file of incoming) {
    const keys = householdKeys(file.input)
    const twin = keys.map((k) => seenInFile.get(k.key)).find((t) => t !== undefined)
    const row = file.rows[0]!
    if (twin) {
      found.push({
        row,
        message: `Zeile ${row}: „${file.input.name}“ steht schon in Zeile ${twin.rows[0]} – doppelt?`,
      })
      continue
    }
    keys.forEach((k) => seenInFile.set(k.key, file))
    const hit = keys.map((k) => byKey.get(k.key)).find((h) => h !== undefined)
    if (!hit) {
      entries.push({
        rows: file.rows,
        name: file.input.name,
        status: 'new',
        match: null,
        changes: [],
        incoming: comparable(file.input),
        merged: null,
      })
      continue
    }
    const other = claimed.get(hit.household.id)
    if (other) {
      found.push({
        row,
        message: `Zeile ${row}: „${file.input.name}“ passt zum selben Haushalt „${hit.household.name}“ wie Zeile ${other.rows[0]} – doppelt?`,
      })
      continue
    }
    claimed.set(hit.household.id, file)
    const before = comparable(hit.household)
    const merged = merge(before, file.input, present)
    const changes = FIELD_OF.filter(([key]) => !same(before[key], merged[key])).map(([, , label]) => label)
    if (!same(withoutTables(before.members), withoutTables(merged.members))) changes.push('Personen')
    else if (!same(before.members, merged.members)) changes.push('Tisch')
    entries.push({
      rows: file.rows,
      name: file.input.name,
      status: changes.length > 0 ? 'changed' : 'same',
      match: { id: hit.household.id, name: hit.household.name, by: hit.by },
      changes,
      incoming: comparable(file.input),
      merged,
    })
  }
  found.sort((a, b) => a.row - b.row)
  return { entries, problems: found }
}
