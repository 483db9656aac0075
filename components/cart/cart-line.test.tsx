// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react'
import { NextIntlClientProvider } from 'next-intl'
import { afterEach, describe, expect, it } from 'vitest'
import { messagesFor } from '@/lib/i18n/messages'
import type { PhotobookSpec } from '@/lib/shop/design-print/design/photobook-spec'
import type { WallArtSpec } from '@/lib/shop/design-print/design/wall-art-spec'
import type { CartItemView } from '@/lib/shop/sales/cart/view'
import { wallArtLabel } from '@/lib/shop/sales/cart/product-labels'
import { CartLine } from './cart-line'

afterEach(cleanup)

const ASSET = `up-${'c'.repeat(32)}`
const spec: WallArtSpec = {
  material: 'leinwand',
  widthMm: 600,
  heightMm: 900,
  frame: null,
  canvas: { edge: 'mirror', depthMm: 20 },
}

const wallArtItem: CartItemView = {
  id: '4f1c2a52-0d0f-4d55-9f53-2d6f0a9b6c11',
  kind: 'wallart',
  designId: null,
  savedDesignId: null,
  designName: null,
  designSlug: null,
  hasSnapshot: true,
  guestCount: null,
  productType: null,
  sku: null,
  accessoryName: null,
  options: {},
  quantity: 2,
  unitPrice: 8999,
  total: 17998,
  wallArt: {
    spec,
    label: wallArtLabel(spec, 'de-CH'),
    photo: { assetId: ASSET, crop: { x: 0.1, y: 0, width: 0.8, height: 1 } },
  },
  photoProduct: null,
  error: null,
}

function renderLine(item: CartItemView, wallArtHref?: string) {
  render(
    <NextIntlClientProvider locale="de-CH" messages={messagesFor('de-CH')} timeZone="Europe/Berlin">
      <ul>
        <CartLine
          item={item}
          locale="de-CH"
          currency="CHF"
          busy={false}
          onQuantity={() => undefined}
          onRemove={() => undefined}
          wallArtHref={wallArtHref}
        />
      </ul>
    </NextIntlClientProvider>,
  )
}

describe('CartLine, wall art', () => {
  it('shows the thumbnail, the options in words and the links back to the configurator', () => {
    renderLine(wallArtItem, '/ch/configurator-wallart')
    const line = screen.getByTestId('cart-line-wallart')
    expect(within(line).getByRole('heading').textContent).toBe('Leinwand 60 × 90 cm, 2 cm, gespiegelte Kante')
    const img = within(line).getByRole('img')
    expect(img.getAttribute('src')).toBe(`/web-api/uploads/${ASSET}/preview`)
    expect(img.getAttribute('alt')).toContain('Leinwand 60 × 90 cm')
    // The visible crop fills the box: 1 / 0.8 of its width, shifted left by the crop's offset.
    expect(img.style.width).toBe('125%')
    expect(parseFloat(img.style.left)).toBeLessThan(0)
    expect(
      within(line)
        .getByRole('link', { name: /bearbeiten/ })
        .getAttribute('href'),
    ).toBe(`/ch/configurator-wallart?line=${wallArtItem.id}`)
    expect(
      within(line)
        .getByRole('link', { name: /anderer Grösse/ })
        .getAttribute('href'),
    ).toBe(`/ch/configurator-wallart?line=${wallArtItem.id}&copy=1`)
    // Wall art is ordered by the piece.
    const quantity = within(line).getByRole('combobox') as HTMLSelectElement
    expect(quantity.value).toBe('2')
    expect([...quantity.options].map((o) => Number(o.value))[0]).toBe(1)
  })

  it('keeps a card line as it was: no thumbnail, no configurator links', () => {
    renderLine({ ...wallArtItem, kind: 'card', wallArt: null, quantity: 50 }, '/ch/configurator-wallart')
    const line = screen.getByTestId('cart-line')
    expect(within(line).queryByRole('img')).toBeNull()
    expect(within(line).queryByRole('link')).toBeNull()
  })
})

describe('CartLine, photo book', () => {
  const book: PhotobookSpec = {
    designGroupSetId: 405,
    type: 'digitalfotobuch',
    format: 'din-landscape',
    cover: 'hard',
    binding: 'pur',
    paper: 'matt',
    coverLamination: 'glossy',
    pageCount: 48,
  }
  const bookItem: CartItemView = {
    ...wallArtItem,
    kind: 'photobook',
    wallArt: null,
    quantity: 3,
    photoProduct: {
      kind: 'photobook',
      spec: book,
      label: 'Digitales Fotobuch DIN A4 quer, 48 Seiten, Hardcover',
      thumbnail: { assetId: ASSET, crop: { x: 0, y: 0.25, width: 1, height: 0.5 }, aspect: 1.5 },
    },
  }

  it('shows the cover photo, the options in words and “Bearbeiten” back into its configurator', () => {
    render(
      <NextIntlClientProvider locale="de-CH" messages={messagesFor('de-CH')} timeZone="Europe/Berlin">
        <ul>
          <CartLine
            item={bookItem}
            locale="de-CH"
            currency="CHF"
            busy={false}
            onQuantity={() => undefined}
            onRemove={() => undefined}
            photoProductHrefs={{
              calendar: '/ch/configurator-calendar',
              photobook: '/ch/configurator-photobook',
            }}
          />
        </ul>
      </NextIntlClientProvider>,
    )
    const line = screen.getByTestId('cart-line-photobook')
    expect(within(line).getByRole('heading').textContent).toBe(
      'Digitales Fotobuch DIN A4 quer, 48 Seiten, Hardcover',
    )
    const img = within(line).getByRole('img')
    expect(img.getAttribute('src')).toBe(`/web-api/uploads/${ASSET}/preview`)
    expect(img.style.height).toBe('200%')
    expect(
      within(line)
        .getByRole('link', { name: /bearbeiten/ })
        .getAttribute('href'),
    ).toBe(`/ch/configurator-photobook?line=${bookItem.id}`)
    // Books by the piece, up to 100.
    const options = [...(within(line).getByRole('combobox') as HTMLSelectElement).options]
    expect(options.map((o) => Number(o.value)).at(-1)).toBe(100)
  })
})

describe('CartLine, photo box and collage', () => {
  const boxItem: CartItemView = {
    ...wallArtItem,
    kind: 'photobox',
    wallArt: null,
    quantity: 1,
    photoProduct: {
      kind: 'photobox',
      spec: { designType: 'dt41', type: 'standard', format: '10x15', material: 'photo-matt', quantity: 20 },
      label: 'Fotobox Pünktchenzauber, 20 Abzüge 10 × 15 cm, Fotopapier matt',
      thumbnail: { assetId: ASSET, crop: { x: 0, y: 0, width: 1, height: 1 }, aspect: 1 },
    },
  }

  const renderLine = (item: CartItemView, hrefs: Parameters<typeof CartLine>[0]['photoProductHrefs']) =>
    render(
      <NextIntlClientProvider locale="de-DE" messages={messagesFor('de-DE')} timeZone="Europe/Berlin">
        <ul>
          <CartLine
            item={item}
            locale="de-DE"
            currency="EUR"
            busy={false}
            onQuantity={() => undefined}
            onRemove={() => undefined}
            photoProductHrefs={hrefs}
          />
        </ul>
      </NextIntlClientProvider>,
    )

  it('links a box back into its configurator and offers up to 20 boxes', () => {
    renderLine(boxItem, { photobox: '/de/configurator-photobox' })
    const line = screen.getByTestId('cart-line-photobox')
    expect(within(line).getByRole('heading').textContent).toBe(boxItem.photoProduct?.label)
    expect(
      within(line)
        .getByRole('link', { name: /bearbeiten/ })
        .getAttribute('href'),
    ).toBe(`/de/configurator-photobox?line=${boxItem.id}`)
    const options = [...(within(line).getByRole('combobox') as HTMLSelectElement).options]
    expect(options.map((o) => Number(o.value)).at(-1)).toBe(20)
  })

  it('shows no edit link for a product whose configurator the shop does not name', () => {
    renderLine(
      {
        ...boxItem,
        kind: 'collage',
        photoProduct: {
          ...boxItem.photoProduct!,
          kind: 'collage',
          spec: { designId: 13, layout: 'grid-2x2', mode: 'poster', spacingMm: 5, color: '#ffffff' },
          wallArt: { ...spec, material: 'poster', canvas: null },
          face: null,
        },
      },
      {
        photobox: '/de/configurator-photobox',
      },
    )
    const line = screen.getByTestId('cart-line-collage')
    expect(within(line).queryByRole('link', { name: /bearbeiten/ })).toBeNull()
  })

  it('draws a collage’s thumbnail as the collage: every cell with its photo on the background', () => {
    const cell = (left: number, top: number, assetId: string | null) => ({
      assetId,
      crop: { x: 0, y: 0, width: 1, height: 1 },
      left,
      top,
      width: 0.5,
      height: 0.5,
    })
    renderLine(
      {
        ...boxItem,
        kind: 'collage',
        photoProduct: {
          ...boxItem.photoProduct!,
          kind: 'collage',
          spec: { designId: 1, layout: 'grid-2x2', mode: 'poster', spacingMm: 0, color: '#223344' },
          wallArt: { ...spec, material: 'poster', canvas: null },
          face: {
            color: '#223344',
            aspect: 1,
            cells: [cell(0, 0, ASSET), cell(0.5, 0, ASSET), cell(0, 0.5, ASSET), cell(0.5, 0.5, null)],
          },
        },
      },
      { collage: '/de/configurator-collage' },
    )
    const thumb = within(screen.getByTestId('cart-line-collage')).getByTestId('photo-product-thumbnail')
    expect(thumb.getAttribute('aria-label')).toMatch(/Fotobox Pünktchenzauber/)
    expect(within(thumb).getAllByTestId('collage-thumbnail-cell')).toHaveLength(4)
    expect(thumb.querySelectorAll('img')).toHaveLength(3)
    expect(thumb.style.background).toBe('rgb(34, 51, 68)')
  })
})

describe('CartLine, card with a guest list (issue 30 points 1, 3)', () => {
  const card: CartItemView = {
    ...wallArtItem,
    kind: 'card',
    designId: 101,
    designName: 'Eukalyptus',
    productType: 'folded-card',
    wallArt: null,
    guestCount: 30,
    quantity: 35,
    options: {
      productType: 'folded-card',
      format: 'a5',
      paper: 'premium-matt',
      refinement: 'gold',
      punching: 'round-corners',
      ribbon: 'satin-10mm',
      envelope: { sizeClass: 'large', flap: 'pointed' },
      quantity: 35,
    },
  }

  it('lists every chosen option in words and states the quantity rule', () => {
    renderLine(card)
    const line = screen.getByTestId('cart-line')
    const options = within(line).getByTestId('line-options').textContent ?? ''
    for (const word of ['DIN A5', 'Veredelung Gold', 'Abgerundete Ecken', 'Satinband 10 mm', 'spitze Lasche'])
      expect(options).toContain(word)
    expect(within(line).getByTestId('line-guests').textContent).toBe(
      'Gästeliste: 30 Gäste + 5 Karten ohne Namen = 35 Karten',
    )
  })

  it('offers only quantities that give every guest a card', () => {
    renderLine(card)
    const values = within(screen.getByTestId('cart-line'))
      .getAllByRole('option')
      .map((o) => Number((o as HTMLOptionElement).value))
    expect(Math.min(...values)).toBe(30)
  })
})
