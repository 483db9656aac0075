import { describe, expect, it } from 'vitest'
import { croppedImageStyle } from './cropped-image'

describe('croppedImageStyle', () => {
  it('scales and shifts the image so the crop fills the frame', () => {
    expect(croppedImageStyle({ x: 0.25, y: 0, width: 0.5, height: 1 })).toEqual({
      width: '200%',
      height: '100%',
      left: '-50%',
      top: '0%',
    })
  })
})
