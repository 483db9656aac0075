'use client'

import { NextIntlClientProvider, type AbstractIntlMessages } from 'next-intl'
import { useState } from 'react'
import type { OpenedPhotobook } from '@/lib/api/editor/open-photobook'
import type { LengthUnit } from '@/lib/config/locales'
import type { CanvasStill } from '@/lib/editor/canvas-still'
import { createEditorStore } from '@/lib/editor/store'
import { prepareClientIntl } from '@/lib/i18n/client-intl'
import { DesignFontFaces } from '../design-fonts'
import { EditorStoreProvider } from '../editor-context'
import { PhotobookEditor } from './photobook-editor'

// Messages and prices formatted while this hydrates find Intl ready (lib/i18n/client-intl.ts).
prepareClientIntl()

export type PhotobookAppProps = OpenedPhotobook & {
  cartHref: string
  shippingHref: string
  unit: LengthUnit
  messages: AbstractIntlMessages
  /** The cover drawn by the server, shown until the canvas has drawn it (ADR 0034). */
  still: CanvasStill | null
}

/**
 * The photo-book configurator: the design tool's store and shell with the photo-book profile (ADR
 * 0073). Its options live in the document (`photobook`), so the store carries no card options; the
 * book is autosaved into "Meine Designs" as a photo book.
 */
export function PhotobookApp(props: PhotobookAppProps) {
  const [store] = useState(() =>
    createEditorStore({
      document: props.document,
      options: null,
      savedId: props.savedId,
      revision: props.revision,
    }),
  )
  return (
    <NextIntlClientProvider locale={props.locale} messages={props.messages} timeZone="Europe/Berlin">
      <EditorStoreProvider value={store}>
        <DesignFontFaces />
        <PhotobookEditor {...props} />
      </EditorStoreProvider>
    </NextIntlClientProvider>
  )
}
