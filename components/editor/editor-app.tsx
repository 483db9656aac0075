'use client'

import type { AbstractIntlMessages } from 'next-intl'
import type { LocaleCode } from '@/lib/config/locales'
import type { CanvasStill } from '@/lib/editor/canvas-still'
import type { ProductChoices } from '@/lib/shop/design-print/saved-designs/product-choices'
import type { ShownPrice } from '@/lib/editor/shown-price'
import type { DesignDocument } from '@/lib/shop/design-print/design/document'
import type { SavedDesignOptionsInput } from '@/lib/shop/design-print/saved-designs/schema'
import { EditorRoot } from './editor-root'
import { CardEditor } from './card-editor'
import { ContinueDraftDialog } from './continue-draft-dialog'

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
  const { document, savedId, revision } = props
  return (
    <EditorRoot
      init={{ document, options: props.options, savedId, revision }}
      locale={props.locale}
      messages={props.messages}
    >
      <CardEditor {...props} />
      {savedId === null && (
        <ContinueDraftDialog
          query={{ designId: props.designId }}
          hrefOf={(draft) => `?design=${props.designId}&saved=${encodeURIComponent(draft.id)}`}
        />
      )}
    </EditorRoot>
  )
}
