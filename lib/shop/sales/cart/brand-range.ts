import { eq } from 'drizzle-orm'
import { BRANDS, type BrandKey } from '@/lib/config/brands'
import { productKinds } from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'
import { ShopError } from '@/lib/shop/common/errors'

/**
 * Greeting cards, their accessories (envelopes, inlays, ribbons, …) and sample cards are the range
 * of the product kind 'card': a brand that does not sell that kind (the poster channel, MYPOSTER)
 * refuses them with a 422 that says so, whatever a forged request sends (issue 32 point 8).
 */
export async function assertBrandSellsCards(
  db: Db,
  brand: BrandKey | undefined,
  field: string,
): Promise<void> {
  if (brand === undefined) return
  const [kind] = await db
    .select({ brands: productKinds.brands })
    .from(productKinds)
    .where(eq(productKinds.key, 'card'))
  if (kind && !kind.brands.includes(brand)) {
    throw new ShopError(
      `${BRANDS[brand].defaultDisplayName} sells no greeting cards, envelopes or other card accessories`,
      { status: 422, field },
    )
  }
}
