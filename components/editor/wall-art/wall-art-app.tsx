'use client'

import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { NextIntlClientProvider, type AbstractIntlMessages } from 'next-intl'
import { useState } from 'react'
import type { OpenedWallArt } from '@/lib/api/editor/open-wall-art'
import type { LocaleCode } from '@/lib/config/locales'
import { createEditorStore } from '@/lib/editor/store'
import { prepareClientIntl } from '@/lib/i18n/client-intl'
import { EditorStoreProvider } from '../editor-context'
import { WallArtEditor } from './wall-art-editor'

prepareClientIntl()

export type WallArtAppProps = OpenedWallArt & {
  locale: LocaleCode
  cartHref: string
  shippingHref: string
  messages: AbstractIntlMessages
}

/**
 * The wall-art configurator: the design tool's store and shell with the wall-art profile (ADR 0060).
 * Its options live in the document (`wallArt`), so the store carries no card options, and nothing is
 * autosaved: the design is kept as the cart line it becomes. Frame variants and the piece's sizes
 * are asked from the toolbox endpoints through react-query (one cache per configurator; answers for
 * a combination tried before come from it).
 */
export function WallArtApp(props: WallArtAppProps) {
  const [store] = useState(() => createEditorStore({ document: props.document, options: null }))
  const [queries] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: 1 } } }))
  return (
    <NextIntlClientProvider locale={props.locale} messages={props.messages} timeZone="Europe/Berlin">
      <QueryClientProvider client={queries}>
        <EditorStoreProvider value={store}>
          <WallArtEditor {...props} />
        </EditorStoreProvider>
      </QueryClientProvider>
    </NextIntlClientProvider>
  )
}
