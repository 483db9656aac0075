'use client'

import type { AbstractIntlMessages } from 'next-intl'
import type { OpenedPhotobook } from '@/lib/api/editor/open-photobook'
import type { LengthUnit } from '@/lib/config/locales'
import type { CanvasStill } from '@/lib/editor/canvas-still'
import { ContinueDraftDialog } from '../continue-draft-dialog'
import { EditorRoot } from '../editor-root'
import { PhotobookEditor } from './photobook-editor'

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
  const { document, savedId, revision } = props
  return (
    <EditorRoot
      init={{ document, options: null, savedId, revision }}
      locale={props.locale}
      messages={props.messages}
    >
      <PhotobookEditor {...props} />
      {savedId === null && props.lineId === null && props.document.photobook && (
        <ContinueDraftDialog
          query={{ product: 'photobook', designGroupId: props.document.photobook.designGroupSetId }}
          hrefOf={(draft) =>
            `${props.configuratorHref}?designGroupSetId=${props.document.photobook?.designGroupSetId}&saved=${encodeURIComponent(draft.id)}`
          }
        />
      )}
    </EditorRoot>
  )
}
