import { describe, expect, it } from 'vitest'
import type { CollageChoices } from '@/lib/api/editor/open-collage'
import type { WallArtSpec } from '@/lib/shop/design-print/design/wall-art-spec'
import { pieceSpec } from './collage-spec-change'

/** The two frame types the cases need, with the colours and mats of lib/shop/photo-products/photo-frame/frames.ts. */
const choices: CollageChoices = {
  modes: [],
  materials: [],
  frameTypes: [
    {
      key: 'holzrahmen',
      name: 'Holzrahmen',
      colours: ['black', 'white', 'oak'],
      defaultMat: { matSize: 30, matType: 'white' },
    },
    {
      key: 'artbox',
      name: 'Artbox',
      colours: ['black', 'white'],
      defaultMat: { matSize: 0, matType: 'none' },
    },
  ],
  formats: { portrait: {}, landscape: {}, square: {} },
  defaultFrame: 'holzrahmen',
  maxQuantity: 50,
  lengthUnit: 'cm',
}

const framed = (frame: NonNullable<WallArtSpec['frame']>): WallArtSpec => ({
  material: 'poster',
  widthMm: 500,
  heightMm: 500,
  frame,
  canvas: null,
})

describe('pieceSpec: what a material, frame or size change keeps', () => {
  it('keeps the chosen frame colour and mat when only the size changes', () => {
    const before = framed({ type: 'holzrahmen', colour: 'oak', matSize: 0, matType: 'none' })
    const spec = pieceSpec(
      choices,
      { material: 'poster', frameType: 'holzrahmen', format: '700x700' },
      '#ffffff',
      before,
    )
    expect(spec.frame).toEqual({ type: 'holzrahmen', colour: 'oak', matSize: 0, matType: 'none' })
    expect([spec.widthMm, spec.heightMm]).toEqual([700, 700])
  })

  it('keeps a colour the new frame type comes in, else its first; the new type opens with its own mat', () => {
    const white = framed({ type: 'holzrahmen', colour: 'white', matSize: 30, matType: 'white' })
    const toArtbox = { material: 'poster', frameType: 'artbox', format: '500x500' } as const
    expect(pieceSpec(choices, toArtbox, '#ffffff', white).frame).toEqual({
      type: 'artbox',
      colour: 'white',
      matSize: 0,
      matType: 'none',
    })
    const oak = framed({ type: 'holzrahmen', colour: 'oak', matSize: 30, matType: 'white' })
    expect(pieceSpec(choices, toArtbox, '#ffffff', oak).frame?.colour).toBe('black')
  })

  it('keeps a 4 cm canvas 4 cm deep, its edge the background', () => {
    const canvas: WallArtSpec = {
      material: 'leinwand',
      widthMm: 500,
      heightMm: 500,
      frame: null,
      canvas: { edge: 'color', edgeColor: '#ffffff', depthMm: 40 },
    }
    const spec = pieceSpec(
      choices,
      { material: 'leinwand', frameType: null, format: '700x700' },
      '#223344',
      canvas,
    )
    expect(spec.canvas).toEqual({ edge: 'color', edgeColor: '#223344', depthMm: 40 })
    expect(
      pieceSpec(choices, { material: 'leinwand', frameType: null, format: '700x700' }, '#223344').canvas
        ?.depthMm,
    ).toBe(20)
  })
})
