import type { BrandKey } from '@/lib/config/brands'
import { brandDisplayName } from '@/lib/context/brand-name'
import { supportContact } from '@/lib/context/support'

/** "Kartenstudio <service@…>": the brand's German support address, which customers may answer to. */
export function mailFrom(brand: BrandKey): string {
  const name = brandDisplayName(brand).replaceAll('"', '')
  return `"${name}" <${supportContact(brand, 'de').email}>`
}
