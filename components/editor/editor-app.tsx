'use client'

import { NextIntlClientProvider, type AbstractIntlMessages } from 'next-intl'
import { useState } from 'react'
import type { LocaleCode } from '@/lib/config/locales'
import type { CanvasStill } from '@/lib/editor/canvas-still'
import type { ProductChoices } from '@/lib/shop/design-print/saved-designs/product-choices'
import type { ShownPrice } from '@/lib/editor/shown-price'
import { createEditorStore } from '@/lib/editor/store'
import type { DesignDocument } from '@/lib/shop/design-print/design/document'
import type { SavedDesignOptionsInput } from '@/lib/shop/design-print/saved-designs/schema'
import { prepareClientIntl } from '@/lib/i18n/client-intl'
import { DesignFontFaces } from './design-fonts'
import { EditorStoreProvider } from './editor-context'
import { CardEditor } from './card-editor'

// Messages and prices formatted while this hydrates find Intl ready (lib/i18n/client-intl.ts).
prepareClientIntl()

export interface EditorAppProps {
  designId: number
  designName: string
  document: DesignDocument
  options: SavedDesignOptionsInput
  choices: ProductChoices
  savedId: string | null
  revision: number | null
  country: string
  locale: LocaleCode
  language: 'de' | 'en'
  myDesignsHref: string
  cartHref: string
  /** The brand sends free sample cards (card channel): the editor offers them too. */
  samples: boolean
  messages: AbstractIntlMessages
  /** The price of `options` as the server quoted it (null: the price box asks for it). */
  openingPrice: ShownPrice | null
  /** The first page drawn by the server, shown until the canvas has drawn it (ADR 0034). */
  still: CanvasStill | null
}

/** The design tool: one store per opened design, shared by the canvas, panels and options. */
export function EditorApp(props: EditorAppProps) {
  const [store] = useState(() =>
    createEditorStore({
      document: props.document,
      options: props.options,
      savedId: props.savedId,
      revision: props.revision,
    }),
  )
  return (
    <NextIntlClientProvider locale={props.locale} messages={props.messages} timeZone="Europe/Berlin">
      <EditorStoreProvider value={store}>
        <DesignFontFaces />
        <CardEditor {...props} />
      </EditorStoreProvider>
    </NextIntlClientProvider>
  )
}
