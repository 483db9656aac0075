import type { ShopLocaleCode } from '@/lib/config/locales'
import { pickName } from '@/lib/shop/catalogue/pick-name'
import type { ShopCurrency } from '@/lib/shop/sales/pricing/shop-currency'
import {
  PHOTOBOX_DESIGNS,
  PHOTOBOX_FORMAT_KEYS,
  PHOTOBOX_FORMATS,
  PHOTOBOX_MATERIAL_KEYS,
  PHOTOBOX_MATERIALS,
  PHOTOBOX_PRINT_STEP,
  PHOTOBOX_TYPE_KEYS,
  PHOTOBOX_TYPES,
  photoboxFormatString,
  type PhotoboxFormat,
  type PhotoboxMaterial,
  type PhotoboxType,
} from './config'
import { quotePhotobox } from './pricing'

/** What the photo box page offers: designs, box types, print formats (with capacity), materials. */
export function photoboxData(locale: ShopLocaleCode, currency: ShopCurrency) {
  return {
    currency,
    designs: PHOTOBOX_DESIGNS.map((d) => ({
      photoboxDesignType: d.designType,
      name: pickName(d.names, locale),
    })),
    types: PHOTOBOX_TYPE_KEYS.map((key) => ({
      photoboxType: key,
      name: pickName(PHOTOBOX_TYPES[key].names, locale),
      price: PHOTOBOX_TYPES[key].price[currency],
    })),
    formats: PHOTOBOX_FORMAT_KEYS.map((key) => ({
      photoboxFormat: key,
      photoboxFormatString: photoboxFormatString(key),
      photoboxQuantityMax: PHOTOBOX_FORMATS[key].quantityMax,
      quantityStep: PHOTOBOX_PRINT_STEP,
      pricePerPrint: PHOTOBOX_FORMATS[key].perPrint[currency],
    })),
    materials: PHOTOBOX_MATERIAL_KEYS.map((key) => ({
      photoboxMaterial: key,
      name: pickName(PHOTOBOX_MATERIALS[key].names, locale),
      surchargePerPrint: PHOTOBOX_MATERIALS[key].perPrint[currency],
    })),
  }
}

/** The price of a box for every number of prints it can hold. */
export function photoboxPrices(
  query: { photoboxType: PhotoboxType; photoboxFormat: PhotoboxFormat; photoboxMaterial: PhotoboxMaterial },
  currency: ShopCurrency,
) {
  const max = PHOTOBOX_FORMATS[query.photoboxFormat].quantityMax
  const quantities = Array.from(
    { length: max / PHOTOBOX_PRINT_STEP },
    (_, i) => (i + 1) * PHOTOBOX_PRINT_STEP,
  )
  return {
    ...query,
    currency,
    prices: quantities.map((quantity) => ({
      quantity,
      total: quotePhotobox({ ...query, quantity }, currency).total,
    })),
  }
}
