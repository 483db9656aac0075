'use client'

import { NextIntlClientProvider, type AbstractIntlMessages } from 'next-intl'
import { useState } from 'react'
import type { OpenedCalendar } from '@/lib/api/editor/open-calendar'
import type { CanvasStill } from '@/lib/editor/canvas-still'
import { createEditorStore } from '@/lib/editor/store'
import { prepareClientIntl } from '@/lib/i18n/client-intl'
import { DesignFontFaces } from '../design-fonts'
import { EditorStoreProvider } from '../editor-context'
import { CalendarEditor } from './calendar-editor'

// Messages and prices formatted while this hydrates find Intl ready (lib/i18n/client-intl.ts).
prepareClientIntl()

export type CalendarAppProps = OpenedCalendar & {
  cartHref: string
  shippingHref: string
  messages: AbstractIntlMessages
  /** The cover drawn by the server, shown until the canvas has drawn it (ADR 0034). */
  still: CanvasStill | null
}

/**
 * The calendar configurator: the design tool's store and shell with the calendar profile (ADR 0072).
 * Its options live in the document (`calendar`), so the store carries no card options; the calendar
 * is autosaved into "Meine Designs" as a calendar.
 */
export function CalendarApp(props: CalendarAppProps) {
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
        <CalendarEditor {...props} />
      </EditorStoreProvider>
    </NextIntlClientProvider>
  )
}
