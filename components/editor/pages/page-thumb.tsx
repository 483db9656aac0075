import type { CSSProperties } from 'react'
import { paletteNameOf } from '@/lib/shop/design-print/design/color-refs'
import type { Palette } from '@/lib/shop/design-print/design/colors'
import type { Layer, Page } from '@/lib/shop/design-print/design/document'
import type { Crop } from '@/lib/shop/design-print/design/layer-base'
import { croppedImageStyle } from '@/components/photo-products/cropped-image'
import styles from './pages.module.css'

/**
 * A page drawn small for the strip from its layers' boxes, without the canvas: photos (their preview,
 * cropped by CSS as in the cart), texts as lines, a calendar grid as a grid. Cheap enough for a
 * hundred pages, and it needs neither Konva nor the fonts.
 */
export function PageThumb({
  page,
  sizeMm,
  urls,
  palette,
}: {
  page: Page
  sizeMm: { width: number; height: number }
  urls: Readonly<Record<string, string>>
  palette?: Palette
}) {
  const background = page.background.kind === 'color' ? thumbColor(page.background.color, palette) : '#fff'
  return (
    <span
      className={styles.thumb}
      style={{ aspectRatio: `${sizeMm.width} / ${sizeMm.height}`, background }}
      aria-hidden
    >
      {page.background.kind === 'image' && (
        <CroppedImage
          box={{ left: '0%', top: '0%', width: '100%', height: '100%' }}
          url={urls[page.background.assetId]}
          crop={page.background.crop}
        />
      )}
      {page.layers.map((layer) =>
        layer.hidden ? null : <LayerBox key={layer.id} layer={layer} sizeMm={sizeMm} urls={urls} />,
      )}
    </span>
  )
}

/**
 * A page colour for CSS: a palette reference ("palette:paper") is no CSS colour, and unresolved a dark
 * page showed white. Without the palette (or the name in it) the thumbnail stays white.
 */
function thumbColor(color: string, palette: Palette | undefined): string {
  const name = paletteNameOf(color)
  return name === undefined ? color : (palette?.[name] ?? '#fff')
}

const percent = (part: number, whole: number) => `${((part / whole) * 100).toFixed(2)}%`

function LayerBox({
  layer,
  sizeMm,
  urls,
}: {
  layer: Layer
  sizeMm: { width: number; height: number }
  urls: Readonly<Record<string, string>>
}) {
  const box = {
    left: percent(layer.x, sizeMm.width),
    top: percent(layer.y, sizeMm.height),
    width: percent(layer.width, sizeMm.width),
    height: percent(layer.height, sizeMm.height),
    ...(layer.rotation ? { transform: `rotate(${layer.rotation}deg)` } : {}),
  }
  if (layer.type === 'photo') {
    const url = layer.assetId ? urls[layer.assetId] : undefined
    return <CroppedImage box={box} url={url} crop={layer.crop} />
  }
  if (layer.type === 'text') {
    // One bar in the middle of the box, about a line high: enough to see where the text sits.
    return (
      <span
        className={`${styles.box} ${styles.text}`}
        style={{ ...box, height: '3%', top: `calc(${box.top} + ${box.height} / 2)` }}
      />
    )
  }
  if (layer.type === 'calendar-grid') return <span className={`${styles.box} ${styles.grid}`} style={box} />
  return null
}

function CroppedImage({ box, url, crop }: { box: CSSProperties; url: string | undefined; crop: Crop }) {
  if (!url) return <span className={`${styles.box} ${styles.emptySlot}`} style={box} />
  return (
    <span className={styles.box} style={box}>
      {/* eslint-disable-next-line @next/next/no-img-element -- a private preview, not an optimisable asset */}
      <img src={url} alt="" loading="lazy" decoding="async" style={croppedImageStyle(crop)} />
    </span>
  )
}
