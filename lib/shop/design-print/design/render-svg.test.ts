import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { renderPageSvg } from './render-svg'
import { artwork, clipart, createDocument, page, photoSlot, qrCode, shape, textLayer } from './templates'

const RED_PNG = sharp({ create: { width: 4, height: 4, channels: 3, background: '#ff0000' } })
  .png()
  .toBuffer()
const dataUri = async () => `data:image/png;base64,${(await RED_PNG).toString('base64')}`

function card(content: string, extra: Parameters<typeof page>[1] = {}) {
  return createDocument({
    id: 'render',
    format: 'a6-postcard',
    palette: { paper: '#00ff00' },
    pages: [
      page('front', {
        background: { kind: 'color', color: 'palette:paper' },
        layers: [textLayer({ content, x: 10, y: 10, width: 128, height: 40, fontSizePt: 18 })],
        ...extra,
      }),
    ],
  })
}

async function pixel(svg: string, x: number, y: number): Promise<[number, number, number]> {
  const { data, info } = await sharp(Buffer.from(svg))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
  const i = (y * info.width + x) * info.channels
  return [data[i] ?? -1, data[i + 1] ?? -1, data[i + 2] ?? -1]
}

describe('renderPageSvg', () => {
  it.each<[boolean, number, number, number]>([
    [false, 300, 1748, 1240],
    [true, 300, 1819, 1311],
    [false, 72, 420, 298],
  ])('renders with sharp (bleed %s, %s dpi) at %s × %s px', async (includeBleed, dpi, width, height) => {
    const svg = renderPageSvg(card('Hallo'), 'front', { includeBleed, dpi })
    const meta = await sharp(Buffer.from(svg)).metadata()
    expect([meta.width, meta.height]).toEqual([width, height])
    const png = await sharp(Buffer.from(svg)).png().toBuffer()
    expect(png.subarray(1, 4).toString()).toBe('PNG')
  })

  it('resolves palette colours into the drawing', async () => {
    const svg = renderPageSvg(card(''), 'front', { includeBleed: false, dpi: 50 })
    expect(svg).toContain('fill="#00ff00"')
    expect(await pixel(svg, 5, 5)).toEqual([0, 255, 0])
  })

  it.each([
    [
      '</tspan></text><script>alert(1)</script>',
      '&lt;/tspan&gt;&lt;/text&gt;&lt;script&gt;alert(1)&lt;/script&gt;',
    ],
    ['Tom & "Jerry" \'s', 'Tom &amp; &quot;Jerry&quot; &apos;s'],
    ['<![CDATA[x]]>', '&lt;![CDATA[x]]&gt;'],
  ])('escapes user text %j', async (text, escaped) => {
    const svg = renderPageSvg(card(text), 'front', { includeBleed: false, dpi: 30 })
    expect(svg).toContain(escaped)
    expect(svg).not.toMatch(/<script|<!\[CDATA/)
    await expect(sharp(Buffer.from(svg)).png().toBuffer()).resolves.toBeInstanceOf(Buffer)
  })

  it('merges values, escapes them and drops characters XML forbids', async () => {
    const doc = card('Liebe {{Vorname}}, {{Ort}}')
    const svg = renderPageSvg(doc, 'front', {
      includeBleed: false,
      dpi: 30,
      values: { Vorname: '<b>Anna</b>\u0000\uFFFE\uD800' },
    })
    expect(svg).toContain('Liebe &lt;b&gt;Anna&lt;/b&gt;, {{Ort}}')
    await expect(sharp(Buffer.from(svg)).png().toBuffer()).resolves.toBeInstanceOf(Buffer)
  })

  it('embeds safe image hrefs and ignores anything else', async () => {
    const red = await dataUri()
    const doc = card('', {
      layers: [
        photoSlot({
          x: 0,
          y: 0,
          width: 74,
          height: 105,
          assetId: 'photo-1',
          crop: { x: 0.25, y: 0.25, width: 0.5, height: 0.5 },
        }),
        photoSlot({ x: 74, y: 0, width: 74, height: 105, assetId: 'photo-2', placeholderLabel: 'Foto <2>' }),
        artwork({ x: 10, y: 10, width: 10, height: 10, source: { kind: 'builtin', vectorId: 'js' } }),
      ],
    })
    const svg = renderPageSvg(doc, 'front', {
      includeBleed: false,
      dpi: 50,
      assets: { 'photo-1': red, 'photo-2': 'file:///etc/passwd', js: 'javascript:alert(1)' },
    })
    expect(svg).toContain(`href="${red}"`)
    expect(svg).toContain('viewBox="0.25 0.25 0.5 0.5"')
    expect(svg).not.toMatch(/file:|javascript:/)
    expect(svg).toContain('Foto &lt;2&gt;')
    expect(await pixel(svg, 100, 100)).toEqual([255, 0, 0])
  })

  it('skips hidden layers and draws the rest of the layer kinds', async () => {
    const doc = card('', {
      layers: [
        textLayer({ content: 'secret', x: 10, y: 10, width: 50, height: 10, hidden: true }),
        qrCode({
          data: 'https://example.org/{{Gast}}',
          x: 110,
          y: 60,
          width: 25,
          height: 25,
          rotation: 15,
          opacity: 0.8,
        }),
        clipart({ motifId: 'heart', x: 10, y: 60, width: 20, height: 20 }),
        shape({ shape: 'ellipse', x: 40, y: 60, width: 20, height: 20, fill: '#0000ff' }),
      ],
    })
    const svg = renderPageSvg(doc, 'front', { includeBleed: true, dpi: 40, guides: true })
    expect(svg).not.toContain('secret')
    // The QR code's modules as one path on its white square (svg-qr.ts), no stand-in caption.
    expect(svg).toContain('<rect x="110" y="60" width="25" height="25" fill="#ffffff"/><path d="M')
    expect(svg).not.toContain('>QR</text>')
    expect(svg).toContain('rotate(15 122.5 72.5)')
    expect(svg).toContain('opacity="0.8"')
    await expect(sharp(Buffer.from(svg)).png().toBuffer()).resolves.toBeInstanceOf(Buffer)
  })

  it("draws the clip-art panel's motifs and the built-in ones, without stand-ins", () => {
    const doc = createDocument({
      id: 'motifs',
      format: 'a6-postcard',
      pages: [
        page('front', {
          layers: [
            clipart({ motifId: 'two-hearts', x: 10, y: 10, width: 20, height: 20, colors: ['#aa0000'] }),
            clipart({ motifId: 'rings', x: 40, y: 10, width: 20, height: 20, colors: ['#c8a24a'] }),
            clipart({ motifId: 'gone', x: 70, y: 10, width: 20, height: 20 }),
          ],
        }),
      ],
    })
    const svg = renderPageSvg(doc, 'front', { includeBleed: false, dpi: 40 })
    expect(svg).toContain('fill="#aa0000"')
    expect(svg).toContain('stroke="#c8a24a"')
    expect(svg).not.toContain('Motiv two-hearts')
    expect(svg).not.toContain('Motiv rings')
    expect(svg).toContain('Motiv gone')
  })

  it('cuts a round sticker preview to its ellipse', async () => {
    const doc = createDocument({
      id: 'sticker',
      format: 'sticker-round-50',
      pages: [page('front', { background: { kind: 'color', color: '#0000ff' } })],
    })
    const preview = renderPageSvg(doc, 'front', { includeBleed: false, dpi: 100 })
    const print = renderPageSvg(doc, 'front', { includeBleed: true, dpi: 100 })
    const { data } = await sharp(Buffer.from(preview))
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true })
    expect(data[3]).toBe(0) // corner pixel is outside the cut: transparent
    expect(await pixel(print, 0, 0)).toEqual([0, 0, 255])
  })

  it('uses the pattern background and throws for an unknown page', () => {
    const doc = card('', {
      background: { kind: 'pattern', patternId: 'stripes', colors: ['#ffffff', '#000000'] },
    })
    expect(renderPageSvg(doc, 'front', { includeBleed: true })).toContain(
      '<pattern id="p-front-pattern-stripes"',
    )
    expect(() => renderPageSvg(doc, 'nope', { includeBleed: true })).toThrow('has no page "nope"')
  })
})
