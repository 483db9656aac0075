import { PDFArray, PDFDocument, PDFName, PDFRawStream, PDFRef } from 'pdf-lib'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { embedJpegWithProfile, jpegIccProfile } from './jpeg-icc'

const photo = (withProfile: boolean) => {
  const image = sharp({ create: { width: 64, height: 48, channels: 3, background: '#c0392b' } })
  return (withProfile ? image.withIccProfile('p3') : image).jpeg({ quality: 92 }).toBuffer()
}

async function colourSpaceOf(bytes: Uint8Array) {
  const doc = await PDFDocument.create()
  const image = await embedJpegWithProfile(doc, bytes)
  doc.addPage([100, 100]).drawImage(image, { x: 0, y: 0, width: 64, height: 48 })
  const saved = await PDFDocument.load(await doc.save())
  const stream = saved.context.lookup(image.ref)
  if (!(stream instanceof PDFRawStream)) throw new Error('the image is not a stream')
  return { saved, colourSpace: stream.dict.get(PDFName.of('ColorSpace')), contents: stream.contents }
}

describe('the photo keeps its colour profile in the print file', () => {
  it('reads the ICC profile a JPEG carries, and none where there is none', async () => {
    expect(jpegIccProfile(await photo(true))?.length).toBeGreaterThan(128)
    expect(jpegIccProfile(await photo(false))).toBeNull()
  })

  it('embeds a profiled JPEG as ICCBased with that profile, its bytes unchanged', async () => {
    const bytes = await photo(true)
    const { saved, colourSpace, contents } = await colourSpaceOf(bytes)
    expect(colourSpace).toBeInstanceOf(PDFArray)
    const [name, ref] = (colourSpace as PDFArray).asArray()
    expect(name).toBe(PDFName.of('ICCBased'))
    const profile = saved.context.lookup(ref as PDFRef)
    expect(profile).toBeInstanceOf(PDFRawStream)
    expect((profile as PDFRawStream).dict.get(PDFName.of('N'))?.toString()).toBe('3')
    expect(Buffer.from(contents).equals(Buffer.from(bytes))).toBe(true)
  })

  it('leaves a JPEG without a profile as DeviceRGB', async () => {
    const { colourSpace } = await colourSpaceOf(await photo(false))
    expect(colourSpace).toBe(PDFName.of('DeviceRGB'))
  })
})
