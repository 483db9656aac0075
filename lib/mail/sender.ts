import type { BrandKey } from '@/lib/config/brands'
import { brandDisplayName } from '@/lib/config/brand-name'
import { supportContact } from '@/lib/config/support'

/** "Kartenstudio <service@…>": the brand's German support address, which customers may answer to. */
export function mailFrom(brand: BrandKey): string {
  const name = brandDisplayName(brand).replaceAll('"', '')
  return `"${name}" <${supportContact(brand, 'de').email}>`
}
