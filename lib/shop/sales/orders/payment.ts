import type { BrandKey } from '@/lib/config/brands'
import { COMPANY } from '@/lib/config/company'
import { env } from '@/lib/env'

export interface BankDetails {
  holder: string
  /** Grouped in fours, as printed on transfer forms. */
  iban: string
  bic: string
}

/** Where prepayment customers transfer to; the order number is the reference. */
export function bankDetails(brand: BrandKey): BankDetails {
  const { BANK_IBAN, BANK_BIC } = env()
  return {
    holder: COMPANY.legalName[brand],
    iban: BANK_IBAN.replace(/(.{4})(?=.)/g, '$1 '),
    bic: BANK_BIC,
  }
}
