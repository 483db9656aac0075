'use client'

import { useTranslations } from 'next-intl'
import { useCallback, useState } from 'react'
import { placePhotoInSlot } from '@/lib/editor/actions/place-photo-in-slot'
import { selectPage } from '@/lib/editor/actions/select-page'
import { setCalendarSpec } from '@/lib/editor/actions/set-calendar-spec'
import { calendarPageMonth } from '@/lib/shop/design-print/design/calendar'
import type { CalendarSpec } from '@/lib/shop/design-print/design/calendar-spec'
import { CALENDAR_NAMES } from '@/lib/shop/design-print/design/calendar/names'
import type { DesignDocument, Page } from '@/lib/shop/design-print/design/document'
import type { UploadSummary } from '@/lib/shop/design-print/uploads/schema'
import {
  calendarConfigOfSpec,
  calendarConfigSearch,
  calendarPriceSearch,
} from '@/lib/shop/photo-products/calendar/configurator-query'
import { EditorShell, type EditorTab } from '../editor-shell'
import { PageStrip, type StripPage } from '../pages/page-strip'
import { slotUploadOf } from '../pages/photo-pick'
import { PhotoProductPurchase, PhotoProductWorkspace, usePhotoProductTool } from '../pages/photo-product-tool'
import { dropSlotOf } from '../pages/use-strip-drop'
import { PreflightPanel } from '../panels/closed-panels'
import { PropertiesPanel } from '../panels/properties-panel'
import type { CalendarAppProps } from './calendar-app'
import { CalendarOptions } from './calendar-options'
import { CalendarPhotos } from './calendar-photos'
import { withCalendarOptions } from './calendar-rules'
import { EventsPanel } from './events-panel'
import { HolidayRegion } from './holiday-region'
import { PersonsPanel } from './persons-panel'

/** A page shows nothing yet: no visible layer, or photo slots none of which holds a photo. */
function isBlank(page: Page): boolean {
  const visible = page.layers.filter((l) => !l.hidden)
  const slots = visible.filter((l) => l.type === 'photo')
  return visible.length === 0 || (slots.length > 0 && slots.every((l) => l.type === 'photo' && !l.assetId))
}

/**
 * The calendar profile of the design tool (ADR 0072): cover, months and back on the one canvas, the
 * page strip under it (tap a month, drop a photo on it, drag one month's photo onto another to swap),
 * photos with "fill with my photos", holidays, dates and a family planner's persons, the shared edit
 * and check panels; the calendar's options, live price and cart beside them. Options change the
 * document (`setCalendarSpec`) and the URL follows, so the address bar always reopens this calendar.
 */
export function CalendarEditor(props: CalendarAppProps) {
  const t = useTranslations('Calendar')
  const [amount, setAmount] = useState(props.quantity)
  const [picked, setPicked] = useState<UploadSummary | null>(null)
  const configOf = (calendar: CalendarSpec) => ({
    ...calendarConfigOfSpec(calendar, amount),
    startAsDate: props.config.startAsDate,
  })
  const tool = usePhotoProductTool('calendar', props, {
    search: (d, keep) => (d.calendar ? calendarConfigSearch(configOf(d.calendar), keep) : null),
  })
  const { store, view, uploads, hydrated, phone, doc, page, rejected, issues, onDrop } = tool
  const spec = doc.calendar
  const config = spec && configOf(spec)
  const labelOf = useCallback(
    (document: DesignDocument, pageId: string) => pageLabel(document, pageId, t),
    [t],
  )
  const onSelect = useCallback(
    (pageId: string) => {
      const { run, scene } = store.getState()
      const target = scene.document.pages.find((p) => p.id === pageId)
      const slot = target && dropSlotOf(target)
      const upload = picked && slotUploadOf(picked)
      // Phones: a photo tapped in the tray goes to the month tapped in the strip.
      if (upload && slot) {
        run(placePhotoInSlot, { pageId, layerId: slot.id, upload })
        setPicked(null)
      }
      run(selectPage, { pageId })
    },
    [store, picked],
  )
  if (!spec || !config) return null

  function change(patch: Partial<CalendarSpec>) {
    if (!spec) return
    const next = withCalendarOptions(spec, patch, props.choices, t('persons.first'))
    store.getState().run(setCalendarSpec, { patch: next })
  }

  const strip: StripPage[] = doc.pages.map((p) => ({
    id: p.id,
    role: p.role,
    label: labelOf(doc, p.id),
    page: p,
    sizeMm: p.sizeMm ?? { width: doc.format.trimWidthMm, height: doc.format.trimHeightMm },
    blank: isBlank(p),
  }))

  const tabs: EditorTab[] = [
    {
      key: 'photos',
      label: t('tabs.photos'),
      panel: <CalendarPhotos uploads={uploads} picked={picked} onPick={setPicked} />,
    },
    { key: 'edit', label: t('tabs.edit'), panel: <PropertiesPanel product="calendar" /> },
    {
      key: 'holidays',
      label: t('tabs.holidays'),
      panel: <HolidayRegion spec={spec} choices={props.choices} onChange={change} />,
    },
    {
      key: 'dates',
      label: t('tabs.dates'),
      panel: <EventsPanel spec={spec} monthNames={props.choices.monthNames} />,
    },
    ...(spec.type === 'family-planner'
      ? [
          {
            key: 'persons',
            label: t('tabs.persons'),
            panel: <PersonsPanel spec={spec} maxPersons={props.choices.maxPersons} />,
          },
        ]
      : []),
    {
      key: 'check',
      label: t('tabs.check'),
      badge: issues.length > 0 ? issues.length : undefined,
      preload: () => void PreflightPanel.preload(),
      panel: <PreflightPanel issues={issues} assets={uploads.pixels} pageLabel={(id) => labelOf(doc, id)} />,
    },
  ]

  return (
    <EditorShell
      title={t('title', { design: props.choices.groupName })}
      tabs={tabs}
      tabsLabel={t('tabs.label')}
      optionsLabel={t('options.title')}
      workspace={
        <PhotoProductWorkspace
          back={props.backHref ? { href: props.backHref, text: t('back') } : null}
          view={view}
          still={props.still}
          pageId={page.id}
          issues={issues}
          assets={uploads.urls}
          label={t('pages.canvas', { page: labelOf(doc, page.id) })}
          notice={rejected && t('rejected', { reason: rejected })}
        />
      }
      strip={
        <PageStrip
          pages={strip}
          selectedId={page.id}
          urls={uploads.urls}
          phone={phone}
          palette={doc.palette}
          onSelect={onSelect}
          onDropPhoto={onDrop}
        />
      }
      options={
        <>
          <CalendarOptions
            spec={spec}
            choices={props.choices}
            amount={amount}
            action={props.configuratorHref}
            keep={tool.keep}
            hydrated={hydrated}
            onChange={change}
            onAmount={setAmount}
          />
          <PhotoProductPurchase
            kind="calendar"
            opened={props}
            query={calendarPriceSearch(config, props.currency)}
            amount={amount}
            save={tool.save}
            proof={{ issues, pageLabel: (p) => labelOf(doc, p.id) }}
          />
        </>
      }
    />
  )
}

/** "Titelseite", "Januar 2027", "Rückseite": how the strip, the canvas and the findings name a page. */
function pageLabel(
  doc: DesignDocument,
  pageId: string,
  t: ReturnType<typeof useTranslations<'Calendar'>>,
): string {
  const page = doc.pages.find((p) => p.id === pageId)
  if (page?.role === 'front') return t('pages.cover')
  if (page?.role === 'back') return t('pages.back')
  const month = calendarPageMonth(doc, pageId)
  if (!month || !doc.calendar) return pageId
  const names = CALENDAR_NAMES[doc.calendar.locale]
  return t('pages.month', { month: names.months[month.month - 1] ?? String(month.month), year: month.year })
}
