'use client'

import { NextIntlClientProvider, type AbstractIntlMessages } from 'next-intl'
import { useState, type ReactNode } from 'react'
import type { LocaleCode } from '@/lib/config/locales'
import { createEditorStore, type EditorInit } from '@/lib/editor/store'
import { prepareClientIntl } from '@/lib/i18n/client-intl'
import { DesignFontFaces } from './design-fonts'
import { EditorStoreProvider } from './editor-context'

// Messages and prices formatted while this hydrates find Intl ready (lib/i18n/client-intl.ts).
prepareClientIntl()

/**
 * What every profile of the design tool stands in (card, calendar, photo book; ADR 0060): the shop's
 * messages, one store for the opened design (made once, at the first render) and the design's font
 * faces. The profile's own editor is the child.
 */
export function EditorRoot({
  init,
  locale,
  messages,
  children,
}: {
  init: Pick<EditorInit, 'document' | 'options' | 'savedId' | 'revision'>
  locale: LocaleCode
  messages: AbstractIntlMessages
  children: ReactNode
}) {
  const [store] = useState(() => createEditorStore(init))
  return (
    <NextIntlClientProvider locale={locale} messages={messages} timeZone="Europe/Berlin">
      <EditorStoreProvider value={store}>
        <DesignFontFaces />
        {children}
      </EditorStoreProvider>
    </NextIntlClientProvider>
  )
}
