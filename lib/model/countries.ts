/**
 * The countries a customer's address may be in (spec: delivery countries). Shared by the address
 * table's CHECK constraint, the address form and the back office's order filter.
 */
export const ADDRESS_COUNTRIES = ['DE', 'AT', 'CH', 'LI', 'LU', 'FR', 'IT', 'BE', 'NL', 'ES'] as const
export type AddressCountry = (typeof ADDRESS_COUNTRIES)[number]
