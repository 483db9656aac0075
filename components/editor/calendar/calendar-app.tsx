'use client'

import type { AbstractIntlMessages } from 'next-intl'
import type { OpenedCalendar } from '@/lib/api/editor/open-calendar'
import type { CanvasStill } from '@/lib/editor/canvas-still'
import { ContinueDraftDialog } from '../continue-draft-dialog'
import { EditorRoot } from '../editor-root'
import { CalendarEditor } from './calendar-editor'

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
  const { document, savedId, revision } = props
  return (
    <EditorRoot
      init={{ document, options: null, savedId, revision }}
      locale={props.locale}
      messages={props.messages}
    >
      <CalendarEditor {...props} />
      {savedId === null && props.lineId === null && props.document.calendar && (
        <ContinueDraftDialog
          query={{ product: 'calendar', designGroupId: props.document.calendar.designGroupId }}
          hrefOf={(draft) =>
            `${props.configuratorHref}?designGroupId=${props.document.calendar?.designGroupId}&saved=${encodeURIComponent(draft.id)}`
          }
        />
      )}
    </EditorRoot>
  )
}
