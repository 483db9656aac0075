import type { MemberSalutation, SalutationStyle } from '@/lib/db/schema/events'

/**
 * How a household is addressed (issue 31 point 7, rule table in ADR 0094): the envelope's recipient
 * line in DACH etiquette and the letter salutation of the invitation text. Pure functions over the
 * list's data, so the guest list page, the mail merge and the envelopes say the same.
 */

export type SalutationMember = {
  salutation: MemberSalutation
  title: string
  firstName: string
  lastName: string
  isChild: boolean
  /** Guests a household brings are named by the guests; the couple's envelope does not address them. */
  isPlusOne: boolean
}

export type SalutationHousehold = {
  /** The list's own name for the household ("Familie Berg"); the last resort of every rule. */
  name: string
  salutationStyle: SalutationStyle
  addresseeOverride: string | null
  members: readonly SalutationMember[]
}

const squash = (text: string) => text.replace(/\s+/g, ' ').trim()
const words = (...parts: string[]) => squash(parts.join(' '))

/** Envelope form of the salutation (accusative: "an Herrn"); divers and keine have none. */
const ENVELOPE: Record<MemberSalutation, string> = { herr: 'Herrn', frau: 'Frau', divers: '', keine: '' }

/** The members the couple invited by name and who carry some name at all. */
function named(household: SalutationHousehold): SalutationMember[] {
  return household.members.filter((m) => !m.isPlusOne && squash(m.firstName + m.lastName) !== '')
}

const fullName = (m: SalutationMember, withTitle: boolean) =>
  words(withTitle ? m.title : '', m.firstName, m.lastName)

/** "A", "A und B", "A, B und C" (Sie) or with "&" (du). */
function joinNames(parts: readonly string[], and: string): string {
  if (parts.length <= 1) return parts[0] ?? ''
  return `${parts.slice(0, -1).join(', ')} ${and} ${parts[parts.length - 1]}`
}

/** The one last name everybody shares, or null (an empty last name shares nothing). */
function sharedLastName(members: readonly SalutationMember[]): string | null {
  const last = squash(members[0]?.lastName ?? '')
  if (last === '') return null
  return members.every((m) => squash(m.lastName) === last) ? last : null
}

/** One adult on an envelope, formal: "Herrn Max Berg", "Frau Dr. Anna Berg", "Alex Berg" (divers). */
const formalOne = (m: SalutationMember) => words(ENVELOPE[m.salutation], m.title, m.firstName, m.lastName)

/**
 * The envelope's recipient line. The couple's override wins; a household with children whose members
 * share a last name is "Familie Berg" (unless a title would be lost); two adults of one last name and one title are written together
 * ("Herrn und Frau Max und Anna Berg", in the order the couple listed them); everything else names each
 * adult in full. Du-style households get first names without "Herrn"/"Frau" and without titles.
 */
export function recipientLine(household: SalutationHousehold): string {
  const override = squash(household.addresseeOverride ?? '')
  if (override !== '') return override
  const members = named(household)
  if (members.length === 0) return squash(household.name)
  const adults = members.filter((m) => !m.isChild)
  const addressed = adults.length > 0 ? adults : members
  const shared = sharedLastName(members)
  const du = household.salutationStyle === 'du'
  const withChildren = adults.length > 0 && adults.length < members.length
  // A title is part of the name in Sie-style: "Familie Berg" would drop it, so titled adults are named.
  const titled = !du && addressed.some((m) => squash(m.title) !== '')
  if (shared !== null && (withChildren || addressed.length >= 3)) {
    if (!titled) return `Familie ${shared}`
    return withChildren ? `${formalNames(addressed)} und Familie` : formalNames(addressed)
  }
  if (withChildren)
    return `Familie ${joinNames(
      addressed.map((m) => fullName(m, !du)),
      du ? '&' : 'und',
    )}`
  if (du) return duNames(addressed)
  return formalNames(addressed)
}

function duNames(adults: readonly SalutationMember[]): string {
  const shared = sharedLastName(adults)
  if (shared !== null && adults.every((m) => squash(m.firstName) !== '')) {
    return `${joinNames(
      adults.map((m) => squash(m.firstName)),
      '&',
    )} ${shared}`
  }
  return joinNames(
    adults.map((m) => fullName(m, false)),
    '&',
  )
}

function formalNames(adults: readonly SalutationMember[]): string {
  const [a, b] = adults
  if (adults.length === 2 && a && b && canCombine(a, b)) {
    const saluted = ENVELOPE[a.salutation] !== '' && ENVELOPE[b.salutation] !== ''
    const prefix = saluted ? `${ENVELOPE[a.salutation]} und ${ENVELOPE[b.salutation]}` : ''
    return words(prefix, a.title, `${squash(a.firstName)} und ${squash(b.firstName)}`, a.lastName)
  }
  return joinNames(adults.map(formalOne), 'und')
}

/**
 * Two adults share one line when last name and title are the same, both have a first name, and
 * either both or neither carry "Herrn"/"Frau" (a half-saluted pair reads as a slip).
 */
function canCombine(a: SalutationMember, b: SalutationMember): boolean {
  return (
    squash(a.lastName) !== '' &&
    squash(a.lastName) === squash(b.lastName) &&
    squash(a.title) === squash(b.title) &&
    squash(a.firstName) !== '' &&
    squash(b.firstName) !== '' &&
    (ENVELOPE[a.salutation] === '') === (ENVELOPE[b.salutation] === '')
  )
}

const LETTER_SIE: Record<MemberSalutation, (m: SalutationMember) => string> = {
  herr: (m) => words('Sehr geehrter Herr', m.title, m.lastName || m.firstName),
  frau: (m) => words('Sehr geehrte Frau', m.title, m.lastName || m.firstName),
  divers: (m) => words('Guten Tag', m.title, m.firstName, m.lastName),
  keine: (m) => words('Guten Tag', m.title, m.firstName, m.lastName),
}

const LETTER_DU: Record<MemberSalutation, (m: SalutationMember) => string> = {
  herr: (m) => words('Lieber', m.firstName || m.lastName),
  frau: (m) => words('Liebe', m.firstName || m.lastName),
  divers: (m) => words('Hallo', m.firstName || m.lastName),
  keine: (m) => words('Hallo', m.firstName || m.lastName),
}

/** The next greeting after a comma starts lower case: "Liebe Anna, lieber Ben". */
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1)

/**
 * The invitation text's salutation: Sie-style greets each adult formally ("Sehr geehrte Frau Dr. Berg,
 * sehr geehrter Herr Berg"; divers/keine "Guten Tag Alex Berg"), du-style greets everybody by first
 * name, children included ("Liebe Anna, lieber Ben, hallo Mia"). The envelope override does not change
 * it: the couple overrides how the envelope reads, not how the letter speaks to people.
 */
export function letterSalutation(household: SalutationHousehold): string {
  const members = named(household)
  const du = household.salutationStyle === 'du'
  const adults = members.filter((m) => !m.isChild)
  const greeted = du ? members : adults.length > 0 ? adults : members
  if (greeted.length === 0) return words(du ? 'Hallo' : 'Guten Tag', household.name)
  const rules = du ? LETTER_DU : LETTER_SIE
  return greeted
    .map((m, i) => (i === 0 ? rules[m.salutation](m) : lowerFirst(rules[m.salutation](m))))
    .join(', ')
}
