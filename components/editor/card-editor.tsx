'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useMemo, useState } from 'react'
import { guestDocument, overflowingLayers } from '@/lib/editor/guest-merge'
import { currentPage } from '@/lib/editor/scene'
import { preflight } from '@/lib/shop/design-print/design/preflight'
import { CanvasFrame } from './canvas/canvas-frame'
import type { AssetUrls } from './canvas/layer-node'
import type { EditorAppProps } from './editor-app'
import { useEditor, useEditorStore } from './editor-context'
import { EditorToolbar } from './editor-toolbar'
import styles from './editor.module.css'
import { PriceBox } from './options/price-box'
import { ProductOptions } from './options/product-options'
import { SampleButton } from './options/sample-button'
import { SaveAndCart } from './options/save-and-cart'
import { loadDocumentCheck } from '@/lib/editor/store'
import { onFirstIntent } from './canvas/use-canvas-wanted'
import { PROOF_DIALOG } from './options/save-and-cart'
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
import { useAutosave } from './use-autosave'
import { useGuestPreview } from './use-guest-preview'
import { useKeyboardShortcuts } from './use-keyboard-shortcuts'
import { useUploads } from './use-uploads'
import { useViewState } from './view-state'

const TABS = ['edit', 'add', 'upload', 'guests', 'background', 'layers', 'check'] as const
type Tab = (typeof TABS)[number]
/** Tabs whose labels live in the panels' own locale area (ADR 0015). */
const PANEL_TABS: ReadonlySet<Tab> = new Set(['upload', 'guests'])

const preloadPanel = (tab: Tab) => void (tab === 'edit' ? undefined : CLOSED_PANELS[tab].preload())

/** Layout of the tool: toolbar over the canvas, panels beside it (a bottom sheet on phones), options. */
export function EditorShell(props: EditorAppProps) {
  const t = useTranslations('Editor')
  const tp = useTranslations('EditorPanels')
  const store = useEditorStore()
  const view = useViewState()
  const [tab, setTab] = useState<Tab>('edit')
  const uploads = useUploads()
  const doc = useEditor((s) => s.scene.document)
  const page = useEditor((s) => currentPage(s.scene))
  const rejected = useEditor((s) => s.rejected)
  const save = useAutosave(store, props.designId)
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
  const guestNote =
    guests.info && guests.index !== null
      ? tp('proof.guest', { n: guests.index + 1, total: guests.info.rowCount })
      : guests.info
        ? tp('proof.guests', { count: guests.info.rowCount })
        : null
  const pageLabel = page.name ?? t(`pages.${page.role}`)

  return (
    <div className={styles.editor}>
      <h1 className={styles.title}>{t('title', { design: props.designName })}</h1>
      <div className={styles.workspace}>
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
      </div>
      <section className={styles.sheet} aria-label={t('tabs.label')}>
        <div role="tablist" className={styles.tabs}>
          {TABS.map((key) => (
            <button
              key={key}
              type="button"
              role="tab"
              id={`editor-tab-${key}`}
              aria-selected={tab === key}
              aria-controls="editor-tabpanel"
              onClick={() => setTab(key)}
              onPointerEnter={() => preloadPanel(key)}
              onFocus={() => preloadPanel(key)}
            >
              {PANEL_TABS.has(key) ? tp(`tabs.${key}`) : t(`tabs.${key}`)}
              {key === 'check' && issues.length > 0 && <span className={styles.badge}>{issues.length}</span>}
            </button>
          ))}
        </div>
        <div
          role="tabpanel"
          id="editor-tabpanel"
          aria-labelledby={`editor-tab-${tab}`}
          className={styles.panel}
        >
          {tab === 'edit' && <PropertiesPanel />}
          {tab === 'add' && <AddPanel language={props.language} />}
          {tab === 'upload' && <UploadPanel uploads={uploads.uploads} onUploaded={uploads.add} />}
          {tab === 'guests' && <GuestListPanel preview={guests} overflowing={overflowing} />}
          {tab === 'background' && <BackgroundPanel />}
          {tab === 'layers' && <LayersPanel />}
          {tab === 'check' && <PreflightPanel issues={issues} assets={uploads.pixels} />}
        </div>
      </section>
      <aside className={styles.options} aria-label={t('options.title')}>
        <h2 className={styles.panelHeading}>{t('options.title')}</h2>
        <ProductOptions choices={props.choices} />
        <PriceBox country={props.country} locale={props.locale} opening={props.openingPrice} />
        <SaveAndCart
          save={save}
          myDesignsHref={props.myDesignsHref}
          cartHref={props.cartHref}
          proof={{ doc: shown, guestNote, issues, assetUrls: urls }}
        />
        {props.samples && <SampleButton designId={props.designId} cartHref={props.cartHref} />}
      </aside>
    </div>
  )
}
