// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { NextIntlClientProvider } from 'next-intl'
import { afterEach, describe, expect, it } from 'vitest'
import type { RefinementKey } from '@/lib/config/catalog'
import { createEditorStore } from '@/lib/editor/store'
import { messagesFor } from '@/lib/i18n/messages'
import { createDocument, page, photoSlot, textLayer } from '@/lib/shop/design-print/design/templates'
import { EditorStoreProvider } from '../editor-context'
import { PropertiesPanel } from './properties-panel'

function open(refinement: RefinementKey, select: 'headline' | 'photo', locale: 'de-DE' | 'en-US' = 'de-DE') {
  const document = createDocument({
    id: 'd1',
    format: 'a6-postcard',
    pages: [
      page('front', {
        layers: [
          { ...textLayer({ content: 'Wir heiraten', x: 10, y: 10, width: 100, height: 20 }), id: 'headline' },
          { ...photoSlot({ x: 10, y: 40, width: 40, height: 30 }), id: 'photo' },
        ],
      }),
      page('back'),
    ],
  })
  const options = {
    productType: 'postcard',
    format: 'a6',
    paper: 'premium-matt',
    refinement,
    quantity: 50,
  } as const
  const store = createEditorStore({ document, options })
  store.setState((s) => ({ scene: { ...s.scene, selectedId: select } }))
  render(
    <NextIntlClientProvider locale={locale} messages={messagesFor(locale)} timeZone="Europe/Berlin">
      <EditorStoreProvider value={store}>
        <PropertiesPanel />
      </EditorStoreProvider>
    </NextIntlClientProvider>,
  )
  return store
}

const headline = (store: ReturnType<typeof open>) =>
  store.getState().scene.document.pages[0]!.layers.find((l) => l.id === 'headline')

afterEach(cleanup)

describe('FoilToggle in the properties panel', () => {
  it('refines the selected text in the line’s foil, and takes it back', () => {
    const store = open('gold', 'headline')
    const toggle = screen.getByRole('checkbox', { name: 'In Goldfolie veredeln' })
    fireEvent.click(toggle)
    expect(headline(store)).toMatchObject({ foil: true })
    fireEvent.click(toggle)
    expect(headline(store)).toMatchObject({ foil: false })
  })

  it('names the refinement in English', () => {
    open('relief', 'headline', 'en-US')
    expect(screen.getByTestId('foil-toggle').textContent).toBe('Relief varnish on this element')
  })

  it('is not offered without a refinement, nor on a photo', () => {
    open('none', 'headline')
    expect(screen.queryByTestId('foil-toggle')).toBeNull()
    cleanup()
    open('silver', 'photo')
    expect(screen.queryByTestId('foil-toggle')).toBeNull()
  })
})
