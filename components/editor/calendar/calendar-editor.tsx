'use client'

import { useTranslations } from 'next-intl'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { placePhotoInSlot } from '@/lib/editor/actions/place-photo-in-slot'
import { selectPage } from '@/lib/editor/actions/select-page'
import { setCalendarSpec } from '@/lib/editor/actions/set-calendar-spec'
import { currentPage } from '@/lib/editor/scene'
import { loadDocumentCheck } from '@/lib/editor/store'
import { calendarPageMonth } from '@/lib/shop/design-print/design/calendar'
import type { CalendarSpec } from '@/lib/shop/design-print/design/calendar-spec'
import { CALENDAR_NAMES } from '@/lib/shop/design-print/design/calendar/names'
import type { DesignDocument, Page } from '@/lib/shop/design-print/design/document'
import { preflight } from '@/lib/shop/design-print/design/preflight'
import type { UploadSummary } from '@/lib/shop/design-print/uploads/schema'
import {
  calendarConfigOfSpec,
  calendarConfigSearch,
  calendarPriceSearch,
} from '@/lib/shop/photo-products/calendar/configurator-query'
import { useHydrated } from '@/components/ui/use-hydrated'
import { CanvasFrame } from '../canvas/canvas-frame'
import { onFirstIntent } from '../canvas/use-canvas-wanted'
import { useEditor, useEditorStore } from '../editor-context'
import { EditorShell, type EditorTab } from '../editor-shell'
import { EditorToolbar } from '../editor-toolbar'
import styles from '../editor.module.css'
import { PageStrip, type StripPage } from '../pages/page-strip'
import { PreflightPanel } from '../panels/closed-panels'
import { PropertiesPanel } from '../panels/properties-panel'
import { dropSlotOf, useStripDrop } from '../pages/use-strip-drop'
import { usePhone } from '../pages/use-phone'
import { useAutosave } from '../use-autosave'
import { useKeyboardShortcuts } from '../use-keyboard-shortcuts'
import { useUploads } from '../use-uploads'
import { useViewState } from '../view-state'
import type { CalendarAppProps } from './calendar-app'
import { PhotoProductCart } from '../pages/photo-product-cart'
import { CalendarOptions } from './calendar-options'
import { CalendarPhotos, slotUploadOf } from './calendar-photos'
import { CalendarPrice } from './calendar-price'
import { withCalendarOptions } from './calendar-rules'
import cal from './calendar.module.css'
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
  const store = useEditorStore()
  const view = useViewState()
  const uploads = useUploads()
  const hydrated = useHydrated()
  const phone = usePhone()
  const doc = useEditor((s) => s.scene.document)
  const page = useEditor((s) => currentPage(s.scene))
  const rejected = useEditor((s) => s.rejected)
  const savedId = useEditor((s) => s.save.savedId)
  const spec = doc.calendar
  const [amount, setAmount] = useState(props.quantity)
  const [picked, setPicked] = useState<UploadSummary | null>(null)
  const save = useAutosave(store, { product: 'calendar' })
  useKeyboardShortcuts(store)
  // What the first render does not need loads when the shopper reaches for the tool (ADR 0036).
  useEffect(() => onFirstIntent(() => void loadDocumentCheck().catch(() => undefined)), [])

  const config = useMemo(
    () => spec && { ...calendarConfigOfSpec(spec, amount), startAsDate: props.config.startAsDate },
    [spec, amount, props.config.startAsDate],
  )
  // The address bar always reopens this calendar: its options, and the saved design once there is one.
  useEffect(() => {
    if (!config) return
    const search = calendarConfigSearch(config, {
      saved: props.lineId ? undefined : (savedId ?? undefined),
      line: props.lineId ?? undefined,
      list: props.list ?? undefined,
    })
    window.history.replaceState(window.history.state, '', props.configuratorHref + search)
  }, [config, savedId, props.configuratorHref, props.lineId, props.list])

  const issues = useMemo(
    () => preflight(doc, { assets: uploads.pixels, hasGuestList: false }),
    [doc, uploads.pixels],
  )
  const onDrop = useStripDrop(uploads.pixels)
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
        <>
          {props.backHref && (
            <a className={cal.back} href={props.backHref} data-testid="back-to-overview">
              <span aria-hidden="true">← </span>
              {t('back')}
            </a>
          )}
          <EditorToolbar view={view} />
          <CanvasFrame
            still={props.still}
            pageId={page.id}
            view={view}
            issues={issues}
            assets={uploads.urls}
            label={t('pages.canvas', { page: labelOf(doc, page.id) })}
          />
          {rejected && (
            <p className={styles.notice} role="status">
              {t('rejected', { reason: rejected })}
            </p>
          )}
        </>
      }
      strip={
        <PageStrip
          pages={strip}
          selectedId={page.id}
          urls={uploads.urls}
          phone={phone}
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
            keep={{
              line: props.lineId ?? undefined,
              saved: props.savedId ?? undefined,
              list: props.list ?? undefined,
            }}
            hydrated={hydrated}
            onChange={change}
            onAmount={setAmount}
          />
          <CalendarPrice
            query={calendarPriceSearch(config, props.currency)}
            amount={amount}
            currency={props.currency}
            locale={props.locale}
            shippingHref={props.shippingHref}
            opening={props.openingPrice}
          />
          <PhotoProductCart
            kind="calendar"
            lineId={props.lineId}
            amount={amount}
            cartHref={props.cartHref}
            save={save}
            proof={{ issues, assetUrls: uploads.urls, pageLabel: (p) => labelOf(doc, p.id) }}
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
