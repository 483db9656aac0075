/** The country's name in the visitor's language ("Schweiz", "Switzerland"): one source for every page. */
export { countryName } from '@/lib/shop/customers/address-format'
