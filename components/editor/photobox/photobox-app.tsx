'use client'

import { NextIntlClientProvider, type AbstractIntlMessages } from 'next-intl'
import { useState } from 'react'
import type { OpenedPhotobox } from '@/lib/api/editor/open-photobox'
import type { CanvasStill } from '@/lib/editor/canvas-still'
import { createEditorStore } from '@/lib/editor/store'
import { prepareClientIntl } from '@/lib/i18n/client-intl'
import { DesignFontFaces } from '../design-fonts'
import { EditorStoreProvider } from '../editor-context'
import { PhotoboxEditor } from './photobox-editor'

// Messages and prices formatted while this hydrates find Intl ready (lib/i18n/client-intl.ts).
prepareClientIntl()

export type PhotoboxAppProps = OpenedPhotobox & {
  cartHref: string
  shippingHref: string
  messages: AbstractIntlMessages
  /** The lid drawn by the server, shown until the canvas has drawn it (ADR 0034). */
  still: CanvasStill | null
}

/**
 * The photo-box configurator: the design tool's store and shell with the photo-box profile (ADR 0075).
 * Its options live in the document (`photobox`), so the store carries no card options; the work is
 * kept by the cart line (no saved designs for boxes, ADR 0078).
 */
export function PhotoboxApp(props: PhotoboxAppProps) {
  const [store] = useState(() => createEditorStore({ document: props.document, options: null }))
  return (
    <NextIntlClientProvider locale={props.locale} messages={props.messages} timeZone="Europe/Berlin">
      <EditorStoreProvider value={store}>
        <DesignFontFaces />
        <PhotoboxEditor {...props} />
      </EditorStoreProvider>
    </NextIntlClientProvider>
  )
}
