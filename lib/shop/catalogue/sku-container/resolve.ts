import type { Db } from '@/lib/db/types'
import { findAccessoryBySku } from '@/lib/shop/catalogue/accessory-by-sku'
import { ShopError } from '@/lib/shop/common/errors'
import { parseProductSku } from './product-skus'

/** Which page container shows the product behind a SKU, with the parameters that container needs. */
export async function resolveSkuContainer(db: Db, sku: string) {
  const product = parseProductSku(sku)
  if (product) {
    const { productKind, container, ...params } = product
    return { sku, productKind, container, params }
  }
  const accessory = await findAccessoryBySku(db, sku)
  if (accessory) {
    return {
      sku,
      productKind: 'accessory' as const,
      container: 'accessory-details',
      params: { kind: accessory.kind, ...(accessory.priceKey ? { priceKey: accessory.priceKey } : {}) },
    }
  }
  throw new ShopError(`No product or accessory with SKU ${sku}`, { status: 404, field: 'sku' })
}
