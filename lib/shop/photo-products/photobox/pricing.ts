import { ShopError } from '@/lib/shop/common/errors'
import { multiplyMinor, sumMinor } from '@/lib/shop/sales/pricing/money'
import type { ShopCurrency } from '@/lib/shop/sales/pricing/shop-currency'
import {
  PHOTOBOX_FORMATS,
  PHOTOBOX_MATERIALS,
  PHOTOBOX_PRINT_STEP,
  PHOTOBOX_TYPES,
  type PhotoboxFormat,
  type PhotoboxMaterial,
  type PhotoboxType,
} from './config'

export interface PhotoboxOptions {
  photoboxType: PhotoboxType
  photoboxFormat: PhotoboxFormat
  photoboxMaterial: PhotoboxMaterial
  /** Number of prints in the box. */
  quantity: number
}

export interface PhotoboxQuote extends PhotoboxOptions {
  currency: ShopCurrency
  components: {
    kind: 'box' | 'prints' | 'material'
    key: string
    quantity: number
    unitPrice: number
    total: number
  }[]
  total: number
}

/** A box: its price plus each print (format price and material surcharge), in steps of 10 prints. */
export function quotePhotobox(options: PhotoboxOptions, currency: ShopCurrency): PhotoboxQuote {
  const format = PHOTOBOX_FORMATS[options.photoboxFormat]
  if (options.quantity > format.quantityMax || options.quantity % PHOTOBOX_PRINT_STEP !== 0) {
    throw new ShopError(
      `A ${options.photoboxFormat} box holds ${PHOTOBOX_PRINT_STEP} to ${format.quantityMax} prints in steps of ${PHOTOBOX_PRINT_STEP}`,
      { status: 422, field: 'quantity' },
    )
  }
  const line = (kind: 'box' | 'prints' | 'material', key: string, quantity: number, unitPrice: number) => ({
    kind,
    key,
    quantity,
    unitPrice,
    total: multiplyMinor(unitPrice, quantity),
  })
  const components = [
    line('box', options.photoboxType, 1, PHOTOBOX_TYPES[options.photoboxType].price[currency]),
    line('prints', options.photoboxFormat, options.quantity, format.perPrint[currency]),
    line(
      'material',
      options.photoboxMaterial,
      options.quantity,
      PHOTOBOX_MATERIALS[options.photoboxMaterial].perPrint[currency],
    ),
  ]
  return { ...options, currency, components, total: sumMinor(components.map((c) => c.total)) }
}
