import { z } from 'zod'
import { shopCurrencySchema } from '@/lib/shop/sales/pricing/shop-currency'
import { PHOTOBOX_FORMAT_KEYS, PHOTOBOX_MATERIAL_KEYS, PHOTOBOX_TYPE_KEYS } from './config'

export const photoboxDataQuerySchema = z.strictObject({ currency: shopCurrencySchema })

export const photoboxPricesQuerySchema = z.strictObject({
  photoboxType: z.enum(PHOTOBOX_TYPE_KEYS).describe('standard or premium (linen)'),
  photoboxFormat: z.enum(PHOTOBOX_FORMAT_KEYS).describe('Print size, e.g. 10x15'),
  photoboxMaterial: z.enum(PHOTOBOX_MATERIAL_KEYS).default('photo-matt').describe('Print material'),
  currency: shopCurrencySchema,
})
