'use client'

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
 * autosaved: the design is kept as the cart line it becomes.
 */
export function WallArtApp(props: WallArtAppProps) {
  const [store] = useState(() => createEditorStore({ document: props.document, options: null }))
  return (
    <NextIntlClientProvider locale={props.locale} messages={props.messages} timeZone="Europe/Berlin">
      <EditorStoreProvider value={store}>
        <WallArtEditor {...props} />
      </EditorStoreProvider>
    </NextIntlClientProvider>
  )
}
