'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useMemo, useState } from 'react'
import { selectPage } from '@/lib/editor/actions/select-page'
import { setPhotoboxSpec } from '@/lib/editor/actions/set-photobox-spec'
import { currentPage } from '@/lib/editor/scene'
import { loadDocumentCheck } from '@/lib/editor/store'
import { boxPages, PHOTOBOX_LID_ID } from '@/lib/shop/design-print/design/photobox'
import type { PhotoboxSpec } from '@/lib/shop/design-print/design/photobox-spec'
import { preflight } from '@/lib/shop/design-print/design/preflight'
import {
  photoboxConfigOfSpec,
  photoboxConfigSearch,
  photoboxPriceSearch,
} from '@/lib/shop/photo-products/photobox/configurator-query'
import { CartButton } from '@/components/photo-products/cart-button'
import { SaveStatus } from '@/components/photo-products/save-status'
import { useHydrated } from '@/components/ui/use-hydrated'
import { onFirstIntent } from '../canvas/use-canvas-wanted'
import { useEditor, useEditorStore } from '../editor-context'
import { EditorShell, type EditorTab } from '../editor-shell'
import { PhotoProductWorkspace } from '../pages/photo-product-tool'
import { PreflightPanel } from '../panels/closed-panels'
import { useAutosave } from '../use-autosave'
import { useKeyboardShortcuts } from '../use-keyboard-shortcuts'
import { useUploads } from '../use-uploads'
import { useViewState } from '../view-state'
import type { PhotoboxAppProps } from './photobox-app'
import { PhotoboxLid } from './photobox-lid'
import { PhotoboxOptions } from './photobox-options'
import { PhotoboxPrice } from './photobox-price'
import { PhotoboxPrints } from './photobox-prints'

/**
 * The photo-box profile of the design tool (ADR 0075): the lid on the one canvas (photo and text, the
 * shared canvas edits), the prints in their own tab as a list (a box holds up to a hundred: a canvas
 * page each would be slow and says less than a cropped thumbnail), the check tab; options, live price
 * and cart beside them. Options change the document (setPhotoboxSpec) and the URL follows, so the
 * address bar always reopens this box (its prints are kept by its saved design or cart line).
 */
export function PhotoboxEditor(props: PhotoboxAppProps) {
  const t = useTranslations('Photobox')
  const store = useEditorStore()
  const view = useViewState()
  const uploads = useUploads()
  const hydrated = useHydrated()
  const doc = useEditor((s) => s.scene.document)
  const page = useEditor((s) => currentPage(s.scene))
  const rejected = useEditor((s) => s.rejected)
  const spec = doc.photobox
  const [boxes, setBoxes] = useState(props.quantity)
  const save = useEditor((s) => s.save)
  const savedId = save.savedId
  // Autosaved as a photo box (ADR 0102): a reload or a later visit reopens it by `saved`.
  useAutosave(store, { product: 'photobox' })
  useKeyboardShortcuts(store)
  // What the first render does not need loads when the shopper reaches for the tool (ADR 0036).
  useEffect(() => onFirstIntent(() => void loadDocumentCheck().catch(() => undefined)), [])
  // The canvas shows the lid; prints are edited in their list.
  useEffect(() => {
    if (page.id !== PHOTOBOX_LID_ID) store.getState().run(selectPage, { pageId: PHOTOBOX_LID_ID })
  }, [page.id, store])

  const config = useMemo(() => spec && photoboxConfigOfSpec(spec), [spec])
  useEffect(() => {
    if (!config) return
    const search = photoboxConfigSearch(config, { line: props.lineId, saved: savedId })
    window.history.replaceState(window.history.state, '', props.configuratorHref + search)
  }, [config, props.configuratorHref, props.lineId, savedId])

  const issues = useMemo(
    () => preflight(doc, { assets: uploads.pixels, hasGuestList: false }),
    [doc, uploads.pixels],
  )
  if (!spec || !config) return null
  const { prints } = boxPages(doc)
  const design = props.choices.designs.find((d) => d.photoboxDesignType === spec.designType)

  function change(patch: Partial<PhotoboxSpec>) {
    store.getState().run(setPhotoboxSpec, { patch })
  }

  const pageLabel = (pageId: string) => {
    const index = prints.findIndex((p) => p.id === pageId)
    return index < 0 ? t('tabs.lid') : t('prints.item', { n: index + 1 })
  }

  const tabs: EditorTab[] = [
    { key: 'lid', label: t('tabs.lid'), panel: <PhotoboxLid uploads={uploads} /> },
    {
      key: 'prints',
      label: t('tabs.prints'),
      badge: prints.length,
      panel: <PhotoboxPrints uploads={uploads} />,
    },
    {
      key: 'check',
      label: t('tabs.check'),
      badge: issues.length > 0 ? issues.length : undefined,
      preload: () => void PreflightPanel.preload(),
      panel: <PreflightPanel issues={issues} assets={uploads.pixels} pageLabel={pageLabel} />,
    },
  ]

  const mismatch = prints.length !== spec.quantity
  return (
    <EditorShell
      title={t('title', { design: design?.name ?? spec.designType })}
      tabs={tabs}
      tabsLabel={t('tabs.label')}
      optionsLabel={t('options.title')}
      workspace={
        <PhotoProductWorkspace
          back={{ href: props.backHref, text: t('back') }}
          view={view}
          still={props.still}
          pageId={page.id}
          issues={issues}
          assets={uploads.urls}
          label={t('canvas')}
          notice={rejected && t('rejected', { reason: rejected })}
        />
      }
      options={
        <>
          <PhotoboxOptions
            spec={spec}
            choices={props.choices}
            boxes={boxes}
            action={props.configuratorHref}
            line={props.lineId}
            hydrated={hydrated}
            onChange={change}
            onBoxes={setBoxes}
          />
          <PhotoboxPrice
            query={photoboxPriceSearch(config, props.currency)}
            pictures={spec.quantity}
            boxes={boxes}
            currency={props.currency}
            locale={props.locale}
            shippingHref={props.shippingHref}
            opening={props.openingPrices}
          />
          <CartButton
            kind="photobox"
            getDocument={() => store.getState().scene.document}
            quantity={boxes}
            lineId={props.lineId}
            cartHref={props.cartHref}
            disabledReason={
              mismatch
                ? t(prints.length < spec.quantity ? 'prints.tooFew' : 'prints.tooMany', {
                    count: prints.length,
                    quantity: spec.quantity,
                    missing: spec.quantity - prints.length,
                    extra: prints.length - spec.quantity,
                  })
                : null
            }
            label={props.lineId ? t('cart.update') : t('cart.add')}
          />
          <SaveStatus save={save} />
        </>
      }
    />
  )
}
