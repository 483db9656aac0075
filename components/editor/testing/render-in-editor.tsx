import { render } from '@testing-library/react'
import { NextIntlClientProvider } from 'next-intl'
import type { ReactNode } from 'react'
import type { RefinementKey } from '@/lib/config/catalog'
import type { ShopLocaleCode } from '@/lib/config/locales'
import { createEditorStore, type EditorStore } from '@/lib/editor/store'
import { messagesFor } from '@/lib/i18n/messages'
import { createDocument, page, textLayer, type LayerDraft } from '@/lib/shop/design-print/design/templates'
import { EditorStoreProvider } from '../editor-context'

/** Renders a part of the design tool as the tool does: with its store and the shop's messages. */
export function renderInEditor(ui: ReactNode, store: EditorStore, locale: ShopLocaleCode = 'de-DE') {
  return render(
    <NextIntlClientProvider locale={locale} messages={messagesFor(locale)} timeZone="Europe/Berlin">
      <EditorStoreProvider value={store}>{ui}</EditorStoreProvider>
    </NextIntlClientProvider>,
  )
}

/**
 * A store for 50 A6 postcards on premium paper (with `refinement` if given) whose front has the
 * headline "Wir heiraten" (id 'headline') and the `more` layers after it, the headline selected.
 */
export function headlineStore(refinement?: RefinementKey, more: readonly LayerDraft[] = []): EditorStore {
  const document = createDocument({
    id: 'd1',
    format: 'a6-postcard',
    pages: [
      page('front', {
        layers: [
          { ...textLayer({ content: 'Wir heiraten', x: 10, y: 10, width: 100, height: 20 }), id: 'headline' },
          ...more,
        ],
      }),
      page('back'),
    ],
  })
  const options = {
    productType: 'postcard',
    format: 'a6',
    paper: 'premium-matt',
    ...(refinement ? { refinement } : {}),
    quantity: 50,
  } as const
  const store = createEditorStore({ document, options })
  store.setState((s) => ({ scene: { ...s.scene, selectedId: 'headline' } }))
  return store
}
