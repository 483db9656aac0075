import { describe, expect, it } from 'vitest'
import { addressSchema as checkoutAddressSchema } from '@/lib/shop/sales/checkout/schema'
import { subscribeInputSchema } from '@/lib/shop/customers/newsletter/schema'
import { personNameSchema } from './name-schema'
import { addressInputSchema, namesInputSchema, signUpInputSchema } from './schema'

const address = {
  firstName: 'Anna',
  lastName: 'Berg',
  street: 'Lindenweg 4',
  postcode: '10115',
  city: 'St.Gallen',
  country: 'DE',
} as const

// Issue 24 point 6: "sign-up mails greet with an attacker-chosen name containing a URL".
const LINKS = [
  'Gewinn unter http://evil.example',
  'HTTPS://evil.example',
  'www.evil.example',
  'evil.example/gewinn',
  'bit.ly/abc',
  'Anna evil.example',
  'anna@evil.example',
]
const NAMES = ['Anna-Lena', 'J. R. R. Tolkien', 'Dr. Müller', 'Dipl.-Ing. Meier', "O'Brien", 'Zoë Ångström']

describe('the one name schema', () => {
  it.each(NAMES)('takes %s', (name) => {
    expect(personNameSchema.safeParse(name).success).toBe(true)
  })

  it.each(LINKS)('refuses %s everywhere a name is typed', (link) => {
    const schemas = [
      () => personNameSchema.safeParse(link),
      () =>
        signUpInputSchema.safeParse({
          email: 'a@example.com',
          password: 'x'.repeat(12),
          firstName: link,
          lastName: 'B',
        }),
      () => namesInputSchema.safeParse({ firstName: 'Anna', lastName: link }),
      () => addressInputSchema.safeParse({ ...address, firstName: link }),
      () => addressInputSchema.safeParse({ ...address, company: link }),
      () => checkoutAddressSchema.safeParse({ ...address, lastName: link }),
      () => checkoutAddressSchema.safeParse({ ...address, company: link }),
      () => subscribeInputSchema.safeParse({ email: 'a@example.com', consent: true, firstName: link }),
    ]
    for (const parse of schemas) {
      const result = parse()
      expect(result.success).toBe(false)
      expect(result.error?.issues.map((issue) => issue.message)).toContain(
        'must not contain a web or e-mail address',
      )
    }
  })

  it('leaves streets and cities to the one-line rule (St.Gallen is a city, not a link)', () => {
    expect(addressInputSchema.safeParse(address).success).toBe(true)
    expect(checkoutAddressSchema.safeParse(address).success).toBe(true)
  })
})
