'use client'

import { useTranslations } from 'next-intl'
import { useMemo, useState, type ComponentType } from 'react'
import { currentPage } from '@/lib/editor/scene'
import { preflight } from '@/lib/shop/design/preflight'
import type { CanvasProps } from './canvas/canvas-stage'
import type { AssetUrls } from './canvas/layer-node'
import type { EditorAppProps } from './editor-app'
import { useEditor, useEditorStore } from './editor-context'
import { EditorToolbar } from './editor-toolbar'
import styles from './editor.module.css'
import { PriceBox } from './options/price-box'
import { ProductOptions } from './options/product-options'
import { SaveAndCart } from './options/save-and-cart'
import { AddPanel } from './panels/add-panel'
import { BackgroundPanel } from './panels/background-panel'
import { LayersPanel } from './panels/layers-panel'
import { PreflightPanel } from './panels/preflight-panel'
import { PropertiesPanel } from './panels/properties-panel'
import { useAutosave } from './use-autosave'
import { useKeyboardShortcuts } from './use-keyboard-shortcuts'
import { useViewState } from './view-state'

const TABS = ['edit', 'add', 'background', 'layers', 'check'] as const
type Tab = (typeof TABS)[number]

/**
 * Uploaded images by asset id (URL and pixel size). The uploads feature registers files here; the
 * canvas draws them and the preflight judges their resolution. Empty until a photo is uploaded.
 */
type Assets = Record<string, { url: string; widthPx: number; heightPx: number }>

/** Layout of the tool: toolbar over the canvas, panels beside it (a bottom sheet on phones), options. */
export function EditorShell(props: EditorAppProps & { Canvas: ComponentType<CanvasProps> }) {
  const t = useTranslations('Editor')
  const store = useEditorStore()
  const view = useViewState()
  const [tab, setTab] = useState<Tab>('edit')
  const [assets] = useState<Assets>({})
  const doc = useEditor((s) => s.scene.document)
  const page = useEditor((s) => currentPage(s.scene))
  const rejected = useEditor((s) => s.rejected)
  const save = useAutosave(store, props.designId)
  useKeyboardShortcuts(store)
  const issues = useMemo(() => preflight(doc, { assets }), [doc, assets])
  const urls: AssetUrls = useMemo(
    () => Object.fromEntries(Object.entries(assets).map(([id, a]) => [id, a.url])),
    [assets],
  )
  const { Canvas } = props
  const pageLabel = page.name ?? t(`pages.${page.role}`)

  return (
    <div className={styles.editor}>
      <h1 className={styles.title}>{t('title', { design: props.designName })}</h1>
      <div className={styles.workspace}>
        <EditorToolbar view={view} />
        <Canvas view={view} issues={issues} assets={urls} label={t('canvasLabel', { page: pageLabel })} />
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
            >
              {t(`tabs.${key}`)}
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
          {tab === 'background' && <BackgroundPanel />}
          {tab === 'layers' && <LayersPanel />}
          {tab === 'check' && <PreflightPanel issues={issues} />}
        </div>
      </section>
      <aside className={styles.options} aria-label={t('options.title')}>
        <h2 className={styles.panelHeading}>{t('options.title')}</h2>
        <ProductOptions choices={props.choices} />
        <PriceBox country={props.country} locale={props.locale} />
        <SaveAndCart save={save} myDesignsHref={props.myDesignsHref} cartHref={props.cartHref} />
      </aside>
    </div>
  )
}
