import 'server-only'
import { productionFacets, productionQueue } from '@/lib/backoffice/production/queue'
import { onShopDb } from './shop-db'

/** The production queue's reads (issue 34 point 2); the page checks the staff role first. */
export const staffProductionQueue = onShopDb(productionQueue)
export const staffProductionFacets = onShopDb(productionFacets)
