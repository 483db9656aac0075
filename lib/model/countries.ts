/**
 * The countries a customer's address may be in (spec: delivery countries, and the US shop's US).
 * Shared by the address table's CHECK constraint and the address form.
 */
export const ADDRESS_COUNTRIES = ['DE', 'AT', 'CH', 'LI', 'LU', 'FR', 'IT', 'BE', 'NL', 'ES', 'US'] as const
export type AddressCountry = (typeof ADDRESS_COUNTRIES)[number]
