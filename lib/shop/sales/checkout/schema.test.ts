import { describe, expect, it } from 'vitest'
import { addressSchema } from './schema'
import { addressInputSchema } from '@/lib/shop/customers/schema'

const address = {
  firstName: 'Anna',
  lastName: 'Berg',
  street: 'Lindenweg 4',
  postcode: '10115',
  city: 'Berlin',
  country: 'DE',
} as const

describe('checkout address', () => {
  it('takes an ordinary address, umlauts and all', () => {
    expect(
      addressSchema.safeParse({ ...address, city: 'Müllheim', company: 'Schöne Karten GmbH' }).success,
    ).toBe(true)
  })

  // A CR/LF in a name would start a new header in a mail or a new row in the CSV export; the account
  // forms refuse the same characters, so an address saved in one place is valid in the other.
  it.each([
    ['firstName', 'Anna\r\nBcc: x@example.com'],
    ['lastName', 'Berg\n'.padEnd(8, 'x')],
    ['street', 'Lindenweg\t4'],
    ['company', 'ACME\u0000'],
    ['addressLine2', 'Hinterhaus\u202e'],
    ['city', 'Ber\rlin'],
  ])('refuses control characters in %s, naming the field', (field, value) => {
    const result = addressSchema.safeParse({ ...address, [field]: value })
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toContain(field)
    expect(
      addressInputSchema.safeParse({
        ...address,
        [field === 'addressLine2' ? 'addition' : field]: value,
      }).success,
    ).toBe(false)
  })
})

describe('US address (issue 27)', () => {
  const us = {
    firstName: 'Jane',
    lastName: 'Doe',
    street: '350 5th Ave',
    addressLine2: 'Suite 4200',
    postcode: '10118-0110',
    city: 'New York',
    state: 'NY',
    country: 'US',
  } as const
  const issues = (input: unknown) =>
    addressSchema.safeParse(input).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? []

  it('takes a US address with state, ZIP+4 and an optional phone', () => {
    expect(issues(us)).toEqual([])
    expect(issues({ ...us, postcode: '10118' })).toEqual([])
    expect(addressSchema.parse({ ...us, phone: '+1 (212) 555-0100' }).phone).toBe('+1 (212) 555-0100')
    expect(addressSchema.parse({ ...us, phone: '' }).phone).toBeUndefined()
  })

  it('requires the state for the US and refuses it elsewhere', () => {
    const { state: _state, ...withoutState } = us
    expect(issues(withoutState)).toEqual([['state', 'Select a state']])
    expect(issues({ ...us, state: 'XX' })).toEqual([['state', 'Select a state']])
    expect(issues({ ...address, state: 'NY' })).toEqual([['state', 'A state is given for US addresses only']])
  })

  it('says in English what a ZIP code looks like', () => {
    expect(issues({ ...us, postcode: '1011' })).toEqual([
      ['postcode', 'Enter a ZIP code like 10001 or 10001-1234'],
    ])
  })

  it.each(['555 0100 <script>', '1'.repeat(31), 'call me', '12'])('refuses the phone %j', (phone) => {
    expect(new Set(issues({ ...us, phone }).map(([path]) => path))).toEqual(new Set(['phone']))
  })
})
