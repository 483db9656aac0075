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
