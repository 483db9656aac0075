'use client'

import type { AbstractIntlMessages } from 'next-intl'
import type { OpenedPhotobox } from '@/lib/api/editor/open-photobox'
import type { CanvasStill } from '@/lib/editor/canvas-still'
import { EditorRoot } from '../editor-root'
import { PhotoboxEditor } from './photobox-editor'

export type PhotoboxAppProps = OpenedPhotobox & {
  cartHref: string
  shippingHref: string
  messages: AbstractIntlMessages
  /** The lid drawn by the server, shown until the canvas has drawn it (ADR 0034). */
  still: CanvasStill | null
}

/**
 * The photo-box configurator: the design tool's store and shell with the photo-box profile (ADR 0075).
 * Its options live in the document (`photobox`), so the store carries no card options; the box is
 * autosaved into "Meine Designs" as a photo box (ADR 0102), so a reload keeps every photo and choice.
 */
export function PhotoboxApp(props: PhotoboxAppProps) {
  const { document, savedId, revision } = props
  return (
    <EditorRoot
      init={{ document, options: null, savedId, revision }}
      locale={props.locale}
      messages={props.messages}
    >
      <PhotoboxEditor {...props} />
    </EditorRoot>
  )
}
