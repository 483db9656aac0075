import 'server-only'
import { accessoryPageOffer } from '@/lib/shop/sales/cart/accessory-offer'
import { onShopDb } from './shop-db'

/** The /accessory page's accessories with prices, or null where the brand sells no card range. */
export const pageAccessoryOffer = onShopDb(accessoryPageOffer)
