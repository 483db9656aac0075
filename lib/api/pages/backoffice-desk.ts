import 'server-only'
import { orderMoney, receivables } from '@/lib/backoffice/money/order-money'
import { orderShipping, productionCandidates } from '@/lib/backoffice/shipping/order-shipping'
import { onShopDb } from './shop-db'

/** The shipping and money desk's reads (issue 34 points 3, 4); pages check the staff role first. */
export const staffOrderShipping = onShopDb(orderShipping)
export const staffOrderMoney = onShopDb(orderMoney)
export const staffReceivables = onShopDb(receivables)
export const staffProductionCandidates = onShopDb(productionCandidates)
