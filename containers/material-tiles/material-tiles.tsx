import Link from '@/components/ui/intent-link'
import { z } from 'zod'
import { localHref } from '@/lib/cms/links'
import { BRANDS } from '@/lib/config/brands'
import { wallArtRoute } from '@/lib/shop/photo-products/wall-art/urls'
import { bloks, image, link, text, type ImageField } from '../shared/fields'
import { TilePicture } from '../shared/tile-picture'
import { defineContainer, type ContainerContext } from '../types'
import styles from './material-tiles.module.css'

/** Spec section 3, "Frames and materials": the material keys an editor may pick. */
export const MATERIALS = [
  'acrylglas',
  'aludibond',
  'backlitfolie',
  'echtglas',
  'forexplatte',
  'fototapete',
  'gallerybond',
  'hahnemuehle',
  'klebefolie',
  'leinwand',
  'poster',
  'pvcplane',
] as const

/**
 * Material tiles: one tile per print material with picture, name, a line about what it suits and a
 * link to its products. The material key is checked against the spec's list (a tile with an unknown
 * key is malformed data), and each material appears once. In a wall-art shop a tile without a link
 * opens the configurator with its material.
 */
export const materialTilesSchema = z.object({
  headline: text,
  items: bloks({ material: z.enum(MATERIALS), title: text, text, url: link, image }, 12),
})
interface MaterialTile {
  material: (typeof MATERIALS)[number]
  title: string
  text: string
  href?: string
  image?: ImageField
}
type MaterialTilesData = { headline: string; tiles: MaterialTile[] }

export const materialTiles = defineContainer({
  schema: materialTilesSchema,
  transform: ({ headline, items }, ctx: ContainerContext): MaterialTilesData | null => {
    const seen = new Set<string>()
    const linked = BRANDS[ctx.brand].features.wallArt
    const tiles = items.flatMap((item) => {
      if (!item.title || seen.has(item.material)) return []
      seen.add(item.material)
      const { material, title, text, image } = item
      const href = localHref(ctx, item.url) ?? (linked ? localHref(ctx, wallArtRoute(material)) : undefined)
      return [{ material, title, text, image, href }]
    })
    return tiles.length ? { headline, tiles } : null
  },
  Component: ({ data }: { data: MaterialTilesData }) => (
    <section className={`container ${styles.root}`} data-container="material_tiles">
      {data.headline && <h2>{data.headline}</h2>}
      <ul className={styles.grid}>
        {data.tiles.map((tile) => {
          const body = (
            <>
              {tile.image && <TilePicture image={tile.image} className={styles.picture} />}
              <strong>{tile.title}</strong>
              {tile.text && <span className={styles.text}>{tile.text}</span>}
            </>
          )
          return (
            <li key={tile.material} data-material={tile.material} className={styles.tile}>
              {tile.href ? <Link href={tile.href}>{body}</Link> : <div>{body}</div>}
            </li>
          )
        })}
      </ul>
    </section>
  ),
})
