// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { OpenedWallArt } from '@/lib/api/editor/open-wall-art'
import { CALCULATOR_FLAG, PERSPECTIVE_FLAGS, wallArtChoices } from '@/lib/api/editor/wall-art-choices'
import { FLAGS } from '@/lib/config/flags'
import { messagesFor } from '@/lib/i18n/messages'
import type { WallArtMaterialKey } from '@/lib/model/wall-art-keys'
import { newWallArtDocument, type WallArtSpec } from '@/lib/shop/design-print/design/wall-art'
import { calculatorReference, calculatorQuerySchema } from '@/lib/shop/photo-products/photo-frame/calculator'
import { variantsForFrameTypes } from '@/lib/shop/photo-products/photo-frame/variants'
import { photoCovers } from './size-calculator'
import { WallArtApp } from './wall-art-app'

/**
 * The configurator as a shopper uses it (issue 26 points 5 and 8): it asks the toolbox endpoints for
 * frame variants and the piece's sizes (not the loader's tables), and shows the 3D view only where
 * the material's flag is on, with the edge and depth of the options chosen.
 */

const poster: WallArtSpec = { material: 'poster', widthMm: 300, heightMm: 400, frame: null, canvas: null }
const canvas: WallArtSpec = {
  material: 'leinwand',
  widthMm: 600,
  heightMm: 400,
  frame: null,
  canvas: { edge: 'mirror', depthMm: 20 },
}

/** The endpoints' answers, from the same functions their routes call. */
function answer(url: string): unknown {
  const { pathname, searchParams } = new URL(url, 'http://localhost')
  if (pathname === '/web-api/calculator/reference') {
    const query = calculatorQuerySchema.parse(Object.fromEntries(searchParams))
    return calculatorReference(query, 'EUR')
  }
  if (pathname === '/web-api/variants-for-frame-types') {
    const materialType = searchParams.get('materialType') as WallArtMaterialKey
    return { frameTypes: variantsForFrameTypes('de-DE', { materialType }) }
  }
  if (pathname === '/price-api/prices/article') return { total: 1679, unitPrice: 1679 }
  if (pathname === '/web-api/uploads') return { uploads: [] }
  return {}
}

const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
  const url = typeof input === 'string' ? input : input.toString()
  return new Response(JSON.stringify(answer(url)), { headers: { 'content-type': 'application/json' } })
})
const asked = (path: string) =>
  fetchMock.mock.calls.map(([input]) => String(input)).filter((url) => url.startsWith(path))

beforeEach(() => {
  fetchMock.mockClear()
  vi.stubGlobal('fetch', fetchMock)
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

function open(spec: WallArtSpec, perspective: WallArtMaterialKey[] = [], calculator = false) {
  const opened: OpenedWallArt = {
    document: newWallArtDocument(spec, 'd1'),
    spec,
    lineId: null,
    quantity: 1,
    choices: wallArtChoices('de-DE'),
    currency: 'EUR',
    country: 'DE',
    language: 'de',
    perspective,
    calculator,
    frameVariants: variantsForFrameTypes('de-DE', { materialType: spec.material }),
    reference: calculatorReference(
      calculatorQuerySchema.parse({
        materialType: spec.material,
        format: `${spec.widthMm}x${spec.heightMm}`,
        currency: 'EUR',
        ...(spec.canvas && { canvasEdge: spec.canvas.edge, canvasDepthMm: String(spec.canvas.depthMm) }),
      }),
      'EUR',
    ),
  }
  const messages = messagesFor('de-DE')
  render(
    <WallArtApp
      {...opened}
      locale="de-DE"
      cartHref="/de/warenkorb"
      shippingHref="/de/versand"
      messages={{ WallArt: messages.WallArt, EditorPanels: messages.EditorPanels }}
    />,
  )
}

const tab = (name: string) => fireEvent.click(screen.getByRole('tab', { name }))

describe('the configurator asks the toolbox endpoints', () => {
  it('opens from the loader’s answers without asking, then asks calculator/reference on a frame change', async () => {
    open(poster)
    expect(asked('/web-api/calculator/reference')).toEqual([])
    expect(asked('/web-api/variants-for-frame-types')).toEqual([])
    tab('Rahmen')
    // The frame list is the endpoint's: every frame type that frames a poster.
    const frameSelect = screen.getByTestId<HTMLSelectElement>('wallart-frame')
    const offered = [...frameSelect.options].map((o) => o.value).filter(Boolean)
    expect(offered).toEqual(
      variantsForFrameTypes('de-DE', { materialType: 'poster' }).map((v) => v.frameType),
    )
    fireEvent.change(frameSelect, { target: { value: 'holzrahmen' } })
    await waitFor(() => expect(asked('/web-api/calculator/reference?')).toHaveLength(1))
    const url = new URL(asked('/web-api/calculator/reference?')[0]!, 'http://localhost')
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      materialType: 'poster',
      format: '300x400',
      frameType: 'holzrahmen',
      matSize: '30',
      currency: 'EUR',
    })
    // The shop's language travels along, so the answer's names are the shopper's.
    const init = fetchMock.mock.calls.find(([input]) => String(input) === url.pathname + url.search)?.[1]
    expect(init?.headers).toMatchObject({ locale: 'de-DE' })
  })

  it('asks variants-for-frame-types for another material', async () => {
    open(poster)
    tab('Material')
    fireEvent.click(screen.getByRole('radio', { name: 'Acrylglas' }))
    await waitFor(() =>
      expect(asked('/web-api/variants-for-frame-types')).toEqual([
        '/web-api/variants-for-frame-types?materialType=acrylglas',
      ]),
    )
  })
})

describe('the photo picker', () => {
  it('takes PDFs, whose first page becomes the photo', () => {
    open(poster)
    const input = screen.getByTestId('wallart-upload').querySelector('input[type="file"]')
    expect(input?.getAttribute('accept')?.split(',')).toEqual(
      expect.arrayContaining(['application/pdf', '.pdf']),
    )
  })
})

describe('the 3D view', () => {
  it('is offered only where the material’s flag is on', () => {
    open(poster)
    expect(screen.queryByTestId('wallart-view-3d')).toBeNull()
    cleanup()
    open(poster, ['leinwand'])
    expect(screen.queryByTestId('wallart-view-3d')).toBeNull()
    cleanup()
    open(poster, ['poster'])
    fireEvent.click(screen.getByTestId('wallart-view-3d'))
    expect(screen.getByText('3D-Ansicht')).toBeTruthy()
    expect(screen.getByTestId('wallart-3d').dataset).toMatchObject({ edge: 'paper' })
  })

  it('shows the canvas wrap at the chosen depth', async () => {
    open(canvas, ['leinwand'])
    fireEvent.click(screen.getByTestId('wallart-view-3d'))
    const view = () => screen.getByTestId('wallart-3d')
    const sideWidth = () => parseFloat(screen.getByTestId('wallart-3d-right').style.width)
    expect(view().dataset).toMatchObject({ edge: 'wrap', depthMm: '20' })
    const at20 = sideWidth()
    tab('Kante')
    fireEvent.click(screen.getByRole('radio', { name: '4 cm' }))
    await waitFor(() => expect(view().dataset.depthMm).toBe('40'))
    expect(sideWidth()).toBeCloseTo(2 * at20, 5)
  })

  it('names a flag for each of the spec’s four materials, all of the poster brand', () => {
    expect(Object.keys(PERSPECTIVE_FLAGS).sort()).toEqual(['acrylglas', 'aludibond', 'leinwand', 'poster'])
    for (const flag of Object.values(PERSPECTIVE_FLAGS)) expect(FLAGS[flag].brand).toBe('poster')
  })
})

describe('the redesigned calculator (flag voll_calculator_redesign_VP334)', () => {
  it('works the chosen size out beside the price only where the flag is on', () => {
    open(poster)
    expect(screen.queryByTestId('wallart-calculator')).toBeNull()
    cleanup()
    open(poster, [], true)
    const calculator = screen.getByTestId('wallart-calculator')
    expect(calculator.textContent).toContain('Sichtbar an der Wand')
    expect(calculator.textContent).toContain('30 × 40 cm')
    // 300 × 400 mm at 150 dpi: 1772 × 2362 px (plus the bleed of the printed area)
    expect(calculator.textContent).toMatch(/Pixel für einen scharfen Druck\d[\d.]* × \d[\d.]* px/)
    expect(FLAGS[CALCULATOR_FLAG].brand).toBe('poster')
  })

  it('judges a photo whichever way round it is placed', () => {
    expect(photoCovers({ w: 3000, h: 4000 }, { w: 2400, h: 1800 })).toBe(true)
    expect(photoCovers({ w: 3000, h: 1000 }, { w: 2400, h: 1800 })).toBe(false)
  })
})
