import { describe, expect, it } from 'vitest'
import { IMAGE_WIDTHS, imageServiceUrl, parseFilterList, parseImageRequest } from './image-request'

const parse = (path: string) => parseImageRequest(path.split('/'))

describe('image service URLs', () => {
  it('reads size, fit and filters after /m/', () => {
    expect(parse('artwork/calendar/m/480x300/filters:format(webp):quality(75)')).toEqual({
      ok: true,
      value: {
        source: ['artwork', 'calendar'],
        width: 480,
        height: 300,
        fit: 'cover',
        filters: { format: 'webp', quality: 75 },
      },
    })
    expect(parse('images/card-hero.svg/m/fit-in/320x320')).toMatchObject({
      ok: true,
      value: { source: ['images', 'card-hero.svg'], width: 320, height: 320, fit: 'inside', filters: {} },
    })
    expect(parse('images/a.png/m/')).toMatchObject({ ok: true, value: { width: 0, height: 0 } })
    expect(parse('images/a.png/m/240x0')).toMatchObject({ ok: true, value: { width: 240, height: 0 } })
    expect(parse('images/a.png/m/filters:rotate(90):brightness(-20):blur(3)')).toMatchObject({
      ok: true,
      value: { filters: { rotate: 90, brightness: -20, blur: 3 } },
    })
  })

  it('refuses bad sources, sizes and anything after the filters, with a reason', () => {
    expect(parse('images/a.png')).toMatchObject({ ok: false, message: expect.stringContaining('/m/') })
    expect(parse('m/600x400')).toMatchObject({ ok: false })
    expect(parse('images/../secret.png/m/10x10')).toMatchObject({
      ok: false,
      message: expect.stringContaining('path'),
    })
    expect(parse('images/a.png/m/600')).toMatchObject({
      ok: false,
      message: expect.stringContaining('480x300'),
    })
    expect(parse('images/a.png/m/fit-in/480x0')).toMatchObject({
      ok: false,
      message: expect.stringContaining('fit-in'),
    })
    expect(parse('images/a.png/m/120x120/filters:quality(5)/x')).toMatchObject({
      ok: false,
      message: expect.stringContaining('Unexpected'),
    })
  })

  it('draws only the listed widths, heights up to twice the width and blur up to 20 (issue 24)', () => {
    for (const width of IMAGE_WIDTHS) expect(parse(`images/a.png/m/${width}x0`).ok, String(width)).toBe(true)
    const refused = {
      'images/a.png/m/4000x4000': 'The width must be one of 120, 240, 320, 480',
      'images/a.png/m/481x300': 'not 481',
      'images/a.png/m/0x200': 'not 0',
      'images/a.png/m/480x961': 'at most 2 times the width (960 pixels)',
      'images/a.png/m/480x300/filters:blur(21)': 'blur is 0 to 20 here',
      'images/a.png/m/filters:blur(150)': 'blur is 0 to 20 here',
    }
    for (const [path, reason] of Object.entries(refused))
      expect(parse(path), path).toMatchObject({ ok: false, message: expect.stringContaining(reason) })
    expect(parse('images/a.png/m/480x960/filters:blur(20)')).toMatchObject({ ok: true })
  })

  it('allows only the spec’s filters and ranges', () => {
    expect(parseFilterList('filters:')).toEqual({ ok: true, value: {} })
    const refused = {
      'filters:quality(101)': 'quality is 0 to 100',
      'filters:quality(-1)': 'quality is 0 to 100',
      'filters:brightness(101)': 'brightness is -100 to 100',
      'filters:rotate(45)': 'rotate is 90, 180 or 270',
      'filters:format(gif)': 'format is webp, png or jpeg',
      'filters:blur(151)': 'blur is 0 to 150',
      'filters:grayscale()': 'Unknown filter "grayscale"',
      'filters:quality(80):quality(70)': 'given twice',
      'filters:quality(8.5)': 'whole number',
      'filters:quality': 'name(value)',
      'quality(80)': 'Expected "filters:',
    }
    for (const [raw, reason] of Object.entries(refused)) {
      const result = parseFilterList(raw)
      expect(result.ok, raw).toBe(false)
      if (!result.ok) expect(result.message, raw).toContain(reason)
    }
    expect(
      parseFilterList('filters:quality(0):brightness(-100):rotate(270):format(jpeg):blur(150)'),
    ).toMatchObject({ ok: true })
  })

  it('builds URLs the parser reads back', () => {
    const url = imageServiceUrl(
      'artwork/poster',
      { width: 480, height: 300 },
      { quality: 75, format: 'webp' },
    )
    expect(url).toBe('/img/artwork/poster/m/480x300/filters:quality(75):format(webp)')
    expect(parse(url.replace(/^\/img\//, ''))).toMatchObject({
      ok: true,
      value: { width: 480, filters: { quality: 75, format: 'webp' } },
    })
    expect(imageServiceUrl('/images/x.svg', { width: 120, height: 120, fit: 'inside' })).toBe(
      '/img/images/x.svg/m/fit-in/120x120',
    )
  })
})
