import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { renderImage } from './image-service'
import type { ImageRequest } from './image-request'

const request = (over: Partial<ImageRequest>): ImageRequest => ({
  source: ['artwork', 'calendar'],
  width: 120,
  height: 80,
  fit: 'cover',
  filters: {},
  ...over,
})

describe('image service rendering', () => {
  it('crops drawn artwork to the box as WebP by default', async () => {
    const image = await renderImage(request({}))
    expect(image?.type).toBe('image/webp')
    const meta = await sharp(image?.body).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 120, 80])
  })

  it('applies format and rotation (the size is the output size); fit-in keeps the ratio inside the box', async () => {
    const png = await renderImage(request({ filters: { format: 'png', rotate: 90 } }))
    const meta = await sharp(png?.body).metadata()
    expect([png?.type, meta.format, meta.width, meta.height]).toEqual(['image/png', 'png', 120, 80])
    const inside = await sharp(
      (await renderImage(request({ fit: 'inside', width: 100, height: 100 })))?.body,
    ).metadata()
    expect(Math.max(inside.width ?? 0, inside.height ?? 0)).toBe(100)
    expect(inside.width).not.toBe(inside.height)
  })

  it('reads files below public/images; anything else is no image', async () => {
    const svg = await renderImage(
      request({ source: ['images', 'card-hero.svg'], filters: { format: 'jpeg', quality: 60 } }),
    )
    expect(svg?.type).toBe('image/jpeg')
    expect(await renderImage(request({ source: ['images', 'missing.png'] }))).toBeNull()
    expect(await renderImage(request({ source: ['lib', 'env.ts'] }))).toBeNull()
    expect(await renderImage(request({ source: ['artwork', 'nope'] }))).toBeNull()
  })
})
