import Link from '@/components/ui/intent-link'
import { z } from 'zod'
import { localHref } from '@/lib/cms/links'
import { bloks, image, link, text, type ImageField } from '../shared/fields'
import { TilePicture } from '../shared/tile-picture'
import { defineContainer, type ContainerContext } from '../types'
import styles from './sub-teaser.module.css'

/**
 * Sub teaser: a grid of picture tiles below the main teaser (occasions on the card home, product
 * families on the poster home). Each tile is one link; a tile needs a title, a picture is optional.
 */
export const subTeaserSchema = z.object({
  headline: text,
  subline: text,
  items: bloks({ title: text, text, url: link, image }, 12),
})

interface Tile {
  title: string
  text: string
  href?: string
  image?: ImageField
}
type SubTeaserData = { headline: string; subline: string; tiles: Tile[] }

function TileBody({ tile }: { tile: Tile }) {
  return (
    <>
      {tile.image && <TilePicture image={tile.image} className={styles.picture} />}
      <span className={styles.caption}>
        <strong className={styles.title}>{tile.title}</strong>
        {tile.text && <span className={styles.text}>{tile.text}</span>}
      </span>
    </>
  )
}

function SubTeaser({ data }: { data: SubTeaserData }) {
  return (
    <section className={`container ${styles.root}`} data-container="sub_teaser">
      {data.headline && <h2>{data.headline}</h2>}
      {data.subline && <p className={styles.subline}>{data.subline}</p>}
      <ul className={styles.grid}>
        {data.tiles.map((tile) => (
          <li key={tile.title} className={styles.tile}>
            {tile.href ? (
              <Link href={tile.href} className={styles.link}>
                <TileBody tile={tile} />
              </Link>
            ) : (
              <div className={styles.link}>
                <TileBody tile={tile} />
              </div>
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}

export const subTeaser = defineContainer({
  schema: subTeaserSchema,
  transform: ({ headline, subline, items }, ctx: ContainerContext): SubTeaserData | null => {
    const tiles = items
      .filter((item) => item.title)
      .map((item) => ({
        title: item.title,
        text: item.text,
        href: localHref(ctx, item.url),
        image: item.image,
      }))
    return tiles.length ? { headline, subline, tiles } : null
  },
  Component: SubTeaser,
})
