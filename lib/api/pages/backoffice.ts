import 'server-only'
import { cancellationPreview } from '@/lib/backoffice/cancellation'
import { backofficeOrder } from '@/lib/backoffice/order-detail'
import { listOrders } from '@/lib/backoffice/orders-query'
import { reviewsToModerate } from '@/lib/backoffice/reviews'
import { onShopDb } from './shop-db'

/** The back-office pages' reads (the page checks the staff session first: requireStaff). */
export const staffOrderList = onShopDb(listOrders)
export const staffOrder = onShopDb(backofficeOrder)
export const staffReviews = onShopDb(reviewsToModerate)
export const staffCancellationPreview = onShopDb(cancellationPreview)
