import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { drawnFaceJpeg } from '../testing/face-svg'
import { prepareUpload } from '../prepare'
import { findFaces } from './find-faces'

const rgb = async (bytes: Uint8Array) => {
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true })
  return { data: new Uint8Array(data), width: info.width, height: info.height }
}

// The real detector, model and WASM backend from node_modules: loading takes a moment once.
describe('face detection on upload', { timeout: 60_000 }, () => {
  it('finds the drawn face where it was drawn, as 0..1 boxes', async () => {
    // 600 × 400 with the face centred at (200, 180), about 160 × 200 px.
    const prepared = await prepareUpload(await drawnFaceJpeg(600, 400, 200, 180, 1.2), 'photo')
    expect(prepared.faces).toHaveLength(1)
    const [face] = prepared.faces!
    // The box's centre lies on the drawn face (its oval spans ±0.13 across and ±0.25 down).
    expect(Math.abs(face!.x + face!.width / 2 - 200 / 600)).toBeLessThan(0.1)
    expect(Math.abs(face!.y + face!.height / 2 - 180 / 400)).toBeLessThan(0.15)
    expect(face!.width).toBeGreaterThan(0.15)
    expect(face!.width).toBeLessThan(0.5)
  })

  it('finds no face in a plain photo and does not scan logos or own layouts', async () => {
    const blank = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#8899aa' } })
      .jpeg()
      .toBuffer()
    expect((await prepareUpload(new Uint8Array(blank), 'photo')).faces).toEqual([])
    const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#8899aa' } })
      .png()
      .toBuffer()
    expect((await prepareUpload(new Uint8Array(png), 'layout')).faces).toBeNull()
  })

  it('leaves faces unknown for tiny images, a detector failure and a run past the time limit', async () => {
    const tiny = { data: new Uint8Array(40 * 20 * 3), width: 40, height: 20 }
    expect(await findFaces(tiny)).toBeNull()
    const image = await rgb(await drawnFaceJpeg(400, 400, 200, 200, 1))
    const failing = () => Promise.reject(new Error('model missing'))
    expect(await findFaces(image, { detect: failing })).toBeNull()
    const hanging = () => new Promise<never>(() => undefined)
    expect(await findFaces(image, { detect: hanging, timeLimitMs: 20 })).toBeNull()
    // The stuck run does not hold up the next upload's scan.
    expect(await findFaces(image)).toHaveLength(1)
  })
})
