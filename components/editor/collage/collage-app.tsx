'use client'

import { NextIntlClientProvider, type AbstractIntlMessages } from 'next-intl'
import type { OpenedCollage } from '@/lib/api/editor/open-collage'
import type { LocaleCode } from '@/lib/config/locales'
import { EditorRoot } from '../editor-root'
import { CollageEditor } from './collage-editor'
import { CollagePreconfigurator } from './collage-preconfigurator'

export type CollageAppProps = OpenedCollage & {
  locale: LocaleCode
  configuratorHref: string
  cartHref: string
  shippingHref: string
  messages: AbstractIntlMessages
}

/**
 * The collage configurator: the design tool's root with the collage profile (ADR 0077), or first the
 * preset chooser where the "preconfigurator collage" flag is on. The options live in the document
 * (`collage` and `wallArt`); a new or saved collage is autosaved into "Meine Designs" (ADR 0103), a
 * cart line's edit saves back into its line.
 */
export function CollageApp(props: CollageAppProps) {
  if (props.presets) {
    return (
      <NextIntlClientProvider locale={props.locale} messages={props.messages} timeZone="Europe/Berlin">
        <CollagePreconfigurator
          presets={props.presets}
          action={props.configuratorHref}
          frameType={props.choices.defaultFrame}
        />
      </NextIntlClientProvider>
    )
  }
  return (
    <EditorRoot
      init={{ document: props.document, options: null, savedId: props.savedId, revision: props.revision }}
      locale={props.locale}
      messages={props.messages}
    >
      <CollageEditor {...props} />
    </EditorRoot>
  )
}
