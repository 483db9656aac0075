'use client'

import { useEffect, useMemo, useRef } from 'react'
import { currentPage } from '@/lib/editor/scene'
import type { DesignDocument } from '@/lib/shop/design-print/design/document'
import type { CanvasStill } from '@/lib/editor/canvas-still'
import { loadDocumentCheck } from '@/lib/editor/store'
import type { LocaleCode } from '@/lib/config/locales'
import { preflight, type PreflightIssue } from '@/lib/shop/design-print/design/preflight'
import type { ShopCurrency } from '@/lib/shop/sales/pricing/shop-currency'
import { useHydrated } from '@/components/ui/use-hydrated'
import { CanvasFrame } from '../canvas/canvas-frame'
import type { AssetUrls } from '../canvas/layer-node'
import { onFirstIntent } from '../canvas/use-canvas-wanted'
import { useEditor, useEditorStore } from '../editor-context'
import { EditorToolbar } from '../editor-toolbar'
import editorStyles from '../editor.module.css'
import { useAutosave } from '../use-autosave'
import { useKeyboardShortcuts } from '../use-keyboard-shortcuts'
import { useUploads } from '../use-uploads'
import { useViewState, type ViewControls } from '../view-state'
import { PhotoProductCart, type PhotoProductProof } from './photo-product-cart'
import { PhotoProductPrice, type PhotoProductPriceAnswer } from './photo-product-price'
import styles from './pages.module.css'
import { usePhone } from './use-phone'
import { useStripDrop } from './use-strip-drop'

export type PagedProduct = 'calendar' | 'photobook'

/** What both profiles' pages get from their loader (lib/api/editor/open-photo-product.ts). */
interface Opened {
  lineId: string | null
  savedId: string | null
  list: string | null
  configuratorHref: string
  currency: ShopCurrency
  locale: LocaleCode
  shippingHref: string
  cartHref: string
  openingPrice: PhotoProductPriceAnswer | null
}

/**
 * The parts of the design tool the calendar and the photo-book profiles hold alike: store, view,
 * uploads, the phone layout, autosave as their product, shortcuts, the findings of the open design,
 * the strip's photo drop, and the address bar that always reopens this design. `preload` loads what the first render does not need (the document
 * check always, the profile's own actions) when the shopper first reaches for the tool (ADR 0036).
 */
export function usePhotoProductTool(
  product: PagedProduct,
  opened: Opened,
  {
    search,
    preload,
  }: {
    /** The product's options as its URL writes them, from the document (null: nothing to write yet). */
    search: (doc: DesignDocument, keep: ReopenKeys) => string | null
    preload?: () => Promise<unknown>
  },
) {
  const store = useEditorStore()
  const view = useViewState()
  const uploads = useUploads()
  const hydrated = useHydrated()
  const phone = usePhone()
  const doc = useEditor((s) => s.scene.document)
  const page = useEditor((s) => currentPage(s.scene))
  const rejected = useEditor((s) => s.rejected)
  const savedId = useEditor((s) => s.save.savedId)
  const save = useAutosave(store, { product })
  useKeyboardShortcuts(store)
  const later = useRef(preload)
  useEffect(
    () =>
      onFirstIntent(() => {
        loadDocumentCheck().catch(() => undefined)
        later.current?.().catch(() => undefined)
      }),
    [],
  )
  const issues = useMemo(
    () => preflight(doc, { assets: uploads.pixels, hasGuestList: false }),
    [doc, uploads.pixels],
  )
  const onDrop = useStripDrop(uploads.pixels)
  useAddressBar(opened, savedId, (keep) => search(doc, keep))
  return {
    store,
    view,
    uploads,
    hydrated,
    phone,
    doc,
    page,
    rejected,
    save,
    issues,
    onDrop,
    keep: formKeys(opened),
  }
}

/**
 * The address bar always reopens this design: `search` is the product's options as its URL writes
 * them (null: nothing to write yet). A cart line is reopened by its line, a saved design by its id.
 */
export function useAddressBar(
  opened: Opened,
  savedId: string | null,
  search: (keep: ReopenKeys) => string | null,
) {
  const query = search({
    saved: opened.lineId ? undefined : (savedId ?? undefined),
    line: opened.lineId ?? undefined,
    list: opened.list ?? undefined,
  })
  useEffect(() => {
    if (query !== null) window.history.replaceState(window.history.state, '', opened.configuratorHref + query)
  }, [query, opened.configuratorHref])
}

/** What a configurator URL keeps besides the options: the design or line it edits, the overview's query. */
export interface ReopenKeys {
  saved?: string
  line?: string
  list?: string
}

/** The options form's hidden fields (it works before hydration): what this page was opened with. */
function formKeys(opened: Opened): ReopenKeys {
  return {
    line: opened.lineId ?? undefined,
    saved: opened.savedId ?? undefined,
    list: opened.list ?? undefined,
  }
}

/** The workspace of both profiles: the way back to the overview, the toolbar, the canvas, a refusal. */
export function PhotoProductWorkspace({
  back,
  view,
  still,
  pageId,
  issues,
  assets,
  label,
  notice,
}: {
  back: { href: string; text: string } | null
  view: ViewControls
  still: CanvasStill | null
  pageId: string
  issues: readonly PreflightIssue[]
  assets: AssetUrls
  label: string
  /** Why the last change was refused, in the product's words; null when it was not. */
  notice: string | null
}) {
  return (
    <>
      {back && (
        <a className={styles.back} href={back.href} data-testid="back-to-overview">
          <span aria-hidden="true">← </span>
          {back.text}
        </a>
      )}
      <EditorToolbar view={view} />
      <CanvasFrame still={still} pageId={pageId} view={view} issues={issues} assets={assets} label={label} />
      {notice && (
        <p className={editorStyles.notice} role="status">
          {notice}
        </p>
      )}
    </>
  )
}

/** The price and the cart of both profiles, below the product's own options. */
export function PhotoProductPurchase({
  kind,
  opened,
  query,
  amount,
  save,
  proof,
}: {
  kind: PagedProduct
  opened: Opened
  /** The product's price query for its options and `amount`. */
  query: string
  amount: number
  save: () => Promise<boolean>
  proof: PhotoProductProof
}) {
  return (
    <>
      <PhotoProductPrice kind={kind} opened={opened} query={query} amount={amount} />
      <PhotoProductCart kind={kind} opened={opened} amount={amount} save={save} proof={proof} />
    </>
  )
}
