import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { MEMBER_SALUTATIONS } from '@/lib/db/schema/events'
import {
  letterSalutation,
  recipientLine,
  type SalutationHousehold,
  type SalutationMember,
} from './salutation'

const person = (
  salutation: SalutationMember['salutation'],
  firstName: string,
  lastName: string,
  more: Partial<SalutationMember> = {},
): SalutationMember => ({
  salutation,
  title: '',
  firstName,
  lastName,
  isChild: false,
  isPlusOne: false,
  ...more,
})

const house = (
  members: SalutationMember[],
  more: Partial<SalutationHousehold> = {},
): SalutationHousehold => ({
  name: 'Haushalt',
  salutationStyle: 'sie',
  addresseeOverride: null,
  members,
  ...more,
})

const max = person('herr', 'Max', 'Berg')
const anna = person('frau', 'Anna', 'Berg')
const mia = person('keine', 'Mia', 'Berg', { isChild: true })

describe('recipientLine (ADR 0094 rule table)', () => {
  it.each<[string, SalutationHousehold, string]>([
    ['one man', house([max]), 'Herrn Max Berg'],
    [
      'one woman with a title',
      house([person('frau', 'Anna', 'Berg', { title: 'Dr.' })]),
      'Frau Dr. Anna Berg',
    ],
    ['a couple of one name, in the listed order', house([max, anna]), 'Herrn und Frau Max und Anna Berg'],
    ['the same couple listed the other way', house([anna, max]), 'Frau und Herrn Anna und Max Berg'],
    [
      'a couple where only one has a title',
      house([person('frau', 'Anna', 'Berg', { title: 'Dr.' }), max]),
      'Frau Dr. Anna Berg und Herrn Max Berg',
    ],
    [
      'a couple with one title',
      house([
        person('herr', 'Max', 'Berg', { title: 'Dr.' }),
        person('frau', 'Anna', 'Berg', { title: 'Dr.' }),
      ]),
      'Herrn und Frau Dr. Max und Anna Berg',
    ],
    [
      'different last names',
      house([anna, person('herr', 'Ben', 'Klein')]),
      'Frau Anna Berg und Herrn Ben Klein',
    ],
    ['a family with a child', house([max, anna, mia]), 'Familie Berg'],
    [
      'a titled family keeps the title',
      house([person('herr', 'Max', 'Berg', { title: 'Prof.' }), mia]),
      'Herrn Prof. Max Berg und Familie',
    ],
    [
      'a patchwork family',
      house([anna, person('herr', 'Ben', 'Klein'), mia]),
      'Familie Anna Berg und Ben Klein',
    ],
    ['divers: full name without salutation', house([person('divers', 'Alex', 'Berg')]), 'Alex Berg'],
    ['keine next to a woman', house([anna, person('keine', 'Alex', 'Berg')]), 'Frau Anna Berg und Alex Berg'],
    ['three adults of one name', house([max, anna, person('keine', 'Oma', 'Berg')]), 'Familie Berg'],
    ['nobody named: the household name', house([], { name: 'Familie Sommer' }), 'Familie Sommer'],
    [
      'plus-ones are not addressed',
      house([anna, person('herr', 'Tom', 'Gast', { isPlusOne: true })]),
      'Frau Anna Berg',
    ],
    ['du: one person', house([anna], { salutationStyle: 'du' }), 'Anna Berg'],
    ['du: a couple', house([anna, max], { salutationStyle: 'du' }), 'Anna & Max Berg'],
    [
      'du: different names, titles dropped',
      house([anna, person('herr', 'Ben', 'Klein', { title: 'Dr.' })], { salutationStyle: 'du' }),
      'Anna Berg & Ben Klein',
    ],
    ['du: a family', house([anna, max, mia], { salutationStyle: 'du' }), 'Familie Berg'],
    [
      'the override wins',
      house([max, anna], { addresseeOverride: '  Familie  von Berg ' }),
      'Familie von Berg',
    ],
  ])('%s', (_label, household, expected) => {
    expect(recipientLine(household)).toBe(expected)
  })
})

describe('letterSalutation', () => {
  it.each<[string, SalutationHousehold, string]>([
    [
      'Sie: each adult formally',
      house([person('frau', 'Anna', 'Berg', { title: 'Dr.' }), max]),
      'Sehr geehrte Frau Dr. Berg, sehr geehrter Herr Berg',
    ],
    ['Sie: children are not greeted', house([max, mia]), 'Sehr geehrter Herr Berg'],
    ['Sie: divers', house([person('divers', 'Alex', 'Berg')]), 'Guten Tag Alex Berg'],
    ['du: first names', house([anna, max], { salutationStyle: 'du' }), 'Liebe Anna, lieber Max'],
    ['du: children too', house([anna, mia], { salutationStyle: 'du' }), 'Liebe Anna, hallo Mia'],
    ['nobody named', house([], { name: 'Familie Sommer', salutationStyle: 'du' }), 'Hallo Familie Sommer'],
    [
      'the envelope override does not change the letter',
      house([anna], { addresseeOverride: 'Frau Anna Berg-Klein' }),
      'Sehr geehrte Frau Berg',
    ],
  ])('%s', (_label, household, expected) => {
    expect(letterSalutation(household)).toBe(expected)
  })
})

const nameText = fc
  .stringMatching(/^[A-Za-zÄÖÜäöüß][a-zäöüß-]{0,8}$/)
  .filter((n) => !/^(Herrn|Frau|null|undefined)$/i.test(n))
const memberArb: fc.Arbitrary<SalutationMember> = fc.record({
  salutation: fc.constantFrom(...MEMBER_SALUTATIONS),
  title: fc.constantFrom('', '', 'Dr.', 'Prof. Dr.'),
  firstName: fc.oneof(nameText, fc.constant('')),
  lastName: fc.oneof(nameText, fc.constant(''), fc.constant('Berg')),
  isChild: fc.boolean(),
  isPlusOne: fc.boolean(),
})
const householdArb: fc.Arbitrary<SalutationHousehold> = fc.record({
  name: nameText,
  salutationStyle: fc.constantFrom('sie' as const, 'du' as const),
  addresseeOverride: fc.oneof(fc.constant(null), fc.constant(''), fc.constant('Familie Sonderweg')),
  members: fc.array(memberArb, { maxLength: 6 }),
})

const adultsOf = (h: SalutationHousehold) =>
  h.members.filter((m) => !m.isPlusOne && !m.isChild && (m.firstName + m.lastName).trim() !== '')
const noOverride = (h: SalutationHousehold) => (h.addresseeOverride ?? '').trim() === ''

describe('salutation properties', () => {
  it('is never empty and never says "undefined" or "null"', () => {
    fc.assert(
      fc.property(householdArb, (h) => {
        for (const text of [recipientLine(h), letterSalutation(h)]) {
          expect(text.trim()).not.toBe('')
          expect(text).not.toMatch(/undefined|null|\s{2}/)
        }
      }),
    )
  })

  it('names every adult’s last name unless overridden', () => {
    fc.assert(
      fc.property(householdArb, (h) => {
        fc.pre(noOverride(h))
        const line = recipientLine(h)
        for (const adult of adultsOf(h)) expect(line).toContain(adult.lastName)
      }),
    )
  })

  it('keeps every adult’s title in Sie-style', () => {
    fc.assert(
      fc.property(householdArb, (h) => {
        fc.pre(noOverride(h) && h.salutationStyle === 'sie')
        const line = recipientLine(h)
        for (const adult of adultsOf(h)) expect(line).toContain(adult.title)
      }),
    )
  })

  it('never says "Herrn", "Frau" or "Sehr geehrte" to a du-household', () => {
    fc.assert(
      fc.property(householdArb, (h) => {
        fc.pre(noOverride(h) && h.salutationStyle === 'du')
        expect(recipientLine(h)).not.toMatch(/\bHerrn\b|\bFrau\b/)
        expect(letterSalutation(h)).not.toMatch(/geehrte/)
      }),
    )
  })

  it('the override is the whole recipient line', () => {
    fc.assert(
      fc.property(householdArb, (h) => {
        fc.pre(!noOverride(h))
        expect(recipientLine(h)).toBe('Familie Sonderweg')
      }),
    )
  })
})
