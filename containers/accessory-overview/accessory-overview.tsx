import { z } from 'zod'
import { catalogueAccessories } from '@/lib/api/pages/catalogue'
import { ACCESSORY_KIND_KEYS, type AccessoryKindKey } from '@/lib/model/accessory-keys'
import { accessoryUnitPrice } from '@/lib/shop/sales/pricing/accessory-price'
import {
  CatalogueSection,
  limitField,
  sectionFields,
  sectionOf,
  Tiles,
  type Section,
  type Tile,
} from '../shared/catalogue'
import { marketOf } from '../shared/market'
import { containerMessages, tilePrice } from '../shared/money'
import { sizeText } from '../shared/size'
import { defineContainer, type ContainerContext } from '../types'

/**
 * Accessory overview: the card accessories sold on their own (envelopes, inlays, ribbons, …) from
 * the accessory catalogue with prices of lib/shop/sales/pricing. Without a kind, one tile per kind with its
 * number of variants and lowest price; with a kind, that kind's accessories. No headline is no data.
 */
export const accessoryOverviewSchema = z.object({
  ...sectionFields,
  kind: z.enum(ACCESSORY_KIND_KEYS).optional().catch(undefined),
  limit: limitField,
})

export interface AccessoryOverviewProps {
  section: Section
  kind?: AccessoryKindKey
  limit: number
}

export function accessoryOverviewProps(
  data: z.output<typeof accessoryOverviewSchema>,
  ctx: ContainerContext,
): AccessoryOverviewProps | null {
  if (!data.headline) return null
  return { section: sectionOf(data, ctx), ...(data.kind ? { kind: data.kind } : {}), limit: data.limit }
}

/** Accessories with a price in this market (those sold on their own), in catalogue order. */
export async function pricedAccessories(ctx: ContainerContext, kind?: AccessoryKindKey) {
  const market = marketOf(ctx)
  if (!market) return []
  const rows = await catalogueAccessories(ctx.locale, kind)
  return rows.flatMap((row) => {
    const unitPrice = row.priceKey ? accessoryUnitPrice(row.priceKey, 1, market) : null
    return unitPrice === null ? [] : [{ ...row, unitPrice, currency: market.currency }]
  })
}

export async function accessoryOverviewTiles(
  props: AccessoryOverviewProps,
  ctx: ContainerContext,
): Promise<Tile[] | null> {
  const [t, rows] = await Promise.all([containerMessages(ctx), pricedAccessories(ctx, props.kind)])
  if (!rows.length) return null
  if (props.kind) {
    return rows.slice(0, props.limit).map((row) => ({
      key: row.sku,
      title: row.name,
      meta: row.widthMm && row.heightMm ? sizeText(row.widthMm, row.heightMm, ctx) : undefined,
      price: tilePrice(t, ctx, row.unitPrice, row.currency),
    }))
  }
  const kinds = ACCESSORY_KIND_KEYS.flatMap((kind) => {
    const ofKind = rows.filter((row) => row.kind === kind)
    if (!ofKind.length) return []
    return [
      {
        key: kind,
        title: t(`kind.${kind}`),
        meta: t('variants', { count: ofKind.length }),
        price: tilePrice(t, ctx, Math.min(...ofKind.map((row) => row.unitPrice)), ofKind[0]?.currency),
      },
    ]
  })
  return kinds.slice(0, props.limit)
}

export const accessoryOverview = defineContainer({
  schema: accessoryOverviewSchema,
  transform: accessoryOverviewProps,
  Component: async ({ data, ctx }: { data: AccessoryOverviewProps; ctx: ContainerContext }) => {
    const tiles = await accessoryOverviewTiles(data, ctx)
    if (!tiles) return null
    return (
      <CatalogueSection name="accessory_overview" section={data.section}>
        <Tiles tiles={tiles} label={data.section.headline} />
      </CatalogueSection>
    )
  },
})
