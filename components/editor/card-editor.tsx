'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useMemo, type ReactNode } from 'react'
import { guestDocument, overflowingLayers } from '@/lib/editor/guest-merge'
import { currentPage } from '@/lib/editor/scene'
import { preflight } from '@/lib/shop/design-print/design/preflight'
import { CanvasFrame } from './canvas/canvas-frame'
import type { AssetUrls } from './canvas/layer-node'
import type { EditorAppProps } from './editor-app'
import { useEditor, useEditorStore } from './editor-context'
import { EditorShell, type EditorTab } from './editor-shell'
import { EditorToolbar } from './editor-toolbar'
import styles from './editor.module.css'
import { PriceBox } from './options/price-box'
import { ProductOptions } from './options/product-options'
import { SampleButton } from './options/sample-button'
import { SaveAndCart } from './options/save-and-cart'
import { loadDocumentCheck } from '@/lib/editor/store'
import { onFirstIntent } from './canvas/use-canvas-wanted'
import { PROOF_DIALOG } from './proof/lazy-proof'
import {
  AddPanel,
  BackgroundPanel,
  CLOSED_PANELS,
  GuestListPanel,
  LayersPanel,
  PreflightPanel,
  UploadPanel,
} from './panels/closed-panels'
import { PropertiesPanel } from './panels/properties-panel'
import { LazySharePanel } from '@/components/design-approval/lazy-share-panel'
import { useAutosave } from './use-autosave'
import { useGuestPreview } from './use-guest-preview'
import { useKeyboardShortcuts } from './use-keyboard-shortcuts'
import { useUploads } from './use-uploads'
import { useViewState } from './view-state'

const TABS = ['edit', 'add', 'upload', 'guests', 'background', 'layers', 'check', 'share'] as const
type Tab = (typeof TABS)[number]
/** Tabs whose labels live in the panels' own locale area (ADR 0015). */
const PANEL_TABS: ReadonlySet<Tab> = new Set(['upload', 'guests'])

const preloadPanel = (tab: Tab) =>
  void (tab === 'edit'
    ? undefined
    : tab === 'share'
      ? LazySharePanel.preload()
      : CLOSED_PANELS[tab].preload())

/**
 * The card profile of the design tool (ADR 0060): the Konva canvas with its toolbar, the card's tabs,
 * product options, price, autosave into "my designs", proof and samples.
 */
export function CardEditor(props: EditorAppProps) {
  const t = useTranslations('Editor')
  const tp = useTranslations('EditorPanels')
  const ta = useTranslations('DesignApproval')
  const savedId = useEditor((s) => s.save.savedId)
  const savedRevision = useEditor((s) => s.save.revision)
  const store = useEditorStore()
  const view = useViewState()
  const uploads = useUploads()
  const doc = useEditor((s) => s.scene.document)
  const page = useEditor((s) => currentPage(s.scene))
  const rejected = useEditor((s) => s.rejected)
  const save = useAutosave(store, { designId: props.designId })
  const guests = useGuestPreview(doc.guestListId)
  useKeyboardShortcuts(store)
  // What the first render does not need loads when the shopper reaches for the tool (ADR 0036).
  useEffect(
    () =>
      onFirstIntent(() => {
        loadDocumentCheck().catch(() => undefined)
        void PROOF_DIALOG.preload()
        for (const panel of Object.values(CLOSED_PANELS)) void panel.preload()
      }),
    [],
  )
  // With a guest shown, the canvas, the findings and the proof are that guest's card.
  const guestDoc = useMemo(
    () =>
      guests.info && guests.cells
        ? guestDocument(doc, guests.info.columns, guests.cells, doc.guestMapping ?? {})
        : null,
    [doc, guests.info, guests.cells],
  )
  const shown = guestDoc ?? doc
  const issues = useMemo(
    () => preflight(shown, { assets: uploads.pixels, hasGuestList: Boolean(doc.guestListId) }),
    [shown, uploads.pixels, doc.guestListId],
  )
  const overflowing = useMemo(() => {
    if (!guestDoc) return []
    const names = new Map(guestDoc.pages.flatMap((p) => p.layers.map((l) => [l.id, l.name] as const)))
    return overflowingLayers(guestDoc).map((issue) => names.get(issue.layerId) ?? issue.layerId)
  }, [guestDoc])
  const urls: AssetUrls = uploads.urls
  // The proof switches between the guests itself, starting at the one shown here (ADR 0084).
  const guestNote = guests.info ? tp('proof.guests', { count: guests.info.rowCount }) : null
  const proofGuest = guests.index === null ? null : guests.index + 1
  const pageLabel = page.name ?? t(`pages.${page.role}`)

  const panels: Record<Tab, ReactNode> = {
    edit: <PropertiesPanel />,
    add: <AddPanel language={props.language} guestColumns={guests.info?.columns ?? null} />,
    upload: <UploadPanel uploads={uploads.uploads} onUploaded={uploads.add} />,
    guests: <GuestListPanel preview={guests} overflowing={overflowing} />,
    background: <BackgroundPanel />,
    layers: <LayersPanel />,
    check: <PreflightPanel issues={issues} assets={uploads.pixels} />,
    // Share for approval (issue 31 point 8): the saved design, after saving what is pending.
    share: <LazySharePanel savedId={savedId} revision={savedRevision} ensureSaved={save} />,
  }
  const tabs: EditorTab[] = TABS.map((key) => ({
    key,
    label: key === 'share' ? ta('share.tab') : PANEL_TABS.has(key) ? tp(`tabs.${key}`) : t(`tabs.${key}`),
    badge: key === 'check' && issues.length > 0 ? issues.length : undefined,
    preload: () => preloadPanel(key),
    panel: panels[key],
  }))

  return (
    <EditorShell
      title={t('title', { design: props.designName })}
      tabs={tabs}
      tabsLabel={t('tabs.label')}
      optionsLabel={t('options.title')}
      workspace={
        <>
          <EditorToolbar view={view} />
          <CanvasFrame
            still={props.still}
            pageId={page.id}
            view={view}
            issues={issues}
            assets={urls}
            preview={guestDoc}
            label={t('canvasLabel', { page: pageLabel })}
          />
          {rejected && (
            <p className={styles.notice} role="status">
              {t('rejected', { reason: rejected })}
            </p>
          )}
        </>
      }
      options={
        <>
          <ProductOptions choices={props.choices} guestCount={guests.info?.rowCount ?? null} />
          <PriceBox country={props.country} locale={props.locale} opening={props.openingPrice} />
          <SaveAndCart
            save={save}
            myDesignsHref={props.myDesignsHref}
            cartHref={props.cartHref}
            proof={{ doc: shown, guestNote, guest: proofGuest, issues }}
          />
          {props.samples && <SampleButton designId={props.designId} cartHref={props.cartHref} />}
        </>
      }
    />
  )
}
