'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useMemo, useState } from 'react'
import { WALL_ART_DPI } from '@/lib/editor/wall-art-quality'
import { collagePhotoCells } from '@/lib/shop/design-print/design/collage'
import { effectiveDpi } from '@/lib/shop/design-print/design/preflight-photos'
import { collageConfigSearch } from '@/lib/shop/photo-products/collage/configurator-query'
import type { CollageMaterial } from '@/lib/shop/photo-products/collage/materials'
import type { UploadSummary } from '@/lib/shop/design-print/uploads/schema'
import { CartButton } from '@/components/photo-products/cart-button'
import { SaveStatus } from '@/components/photo-products/save-status'
import { useEditor, useEditorStore } from '../editor-context'
import { slotUploadOf } from '../pages/photo-pick'
import { ToolIcon } from '../tool-icon'
import { useAutosave } from '../use-autosave'
import { useKeyboardShortcuts } from '../use-keyboard-shortcuts'
import { EditorShell, type EditorTab } from '../editor-shell'
import styles from '../editor.module.css'
import { useUploads } from '../use-uploads'
import type { CollageAppProps } from './collage-app'
import { CollageLayoutPanel } from './collage-layout-panel'
import { CollageMaterialPanel } from './collage-material-panel'
import { CollagePhotosPanel } from './collage-photos-panel'
import { CollagePrice } from './collage-price'
import { CollageStage } from './collage-stage'
import { CollageStylePanel } from './collage-style-panel'
import cs from './collage.module.css'

/**
 * Autosaves the collage into "Meine Designs" as a collage (ADR 0103), like calendars and photo books:
 * after the first save the address bar names it (`saved=`), so a reload reopens the photos and every
 * choice. Mounted only for a collage that is not a cart line's edit: that one saves back into its
 * line, and a `saved=` beside its `line=` would reopen it as a second collage.
 */
function CollageAutosave() {
  useAutosave(useEditorStore(), { product: 'collage' })
  return null
}

/**
 * The collage profile of the design tool (ADR 0077): the collage as it will hang, with photos, layouts,
 * spacing/background/text and material tabs; the live price and the cart beside it. Every option
 * changes the document and the address bar follows, so it always reopens this collage.
 */
export function CollageEditor(props: CollageAppProps) {
  const t = useTranslations('Collage')
  const store = useEditorStore()
  const doc = useEditor((s) => s.scene.document)
  const rejected = useEditor((s) => s.rejected)
  const save = useEditor((s) => s.save)
  const savedId = save.savedId
  const canUndo = useEditor((s) => s.history.past.length > 0)
  const canRedo = useEditor((s) => s.history.future.length > 0)
  const uploads = useUploads()
  const [picked, setPicked] = useState<UploadSummary | null>(null)
  const [quantity, setQuantity] = useState(props.quantity)
  const collage = doc.collage
  const wallArt = doc.wallArt
  // Ctrl+Z / Ctrl+Y; nothing is ever selected here, so the card's layer keys stay idle.
  useKeyboardShortcuts(store)

  useEffect(() => {
    if (!collage || !wallArt) return
    const search = collageConfigSearch(
      {
        designId: collage.designId,
        materialType: wallArt.material as CollageMaterial,
        frameType: wallArt.frame?.type ?? null,
        formatType: `${wallArt.widthMm}x${wallArt.heightMm}`,
        color: collage.color,
      },
      {
        preset: true,
        ...(props.lineId ? { line: props.lineId } : savedId ? { saved: savedId } : {}),
      },
    )
    window.history.replaceState(window.history.state, '', props.configuratorHref + search)
  }, [collage, wallArt, props.configuratorHref, props.lineId, savedId])

  // A photo printed below 150 dpi in its cell looks soft up close: flagged on the cell and named here.
  const lowRes = useMemo(() => {
    const low = new Set<string>()
    for (const cell of collagePhotoCells(doc)) {
      const pixels = cell.assetId ? uploads.pixels[cell.assetId] : undefined
      if (pixels && effectiveDpi(pixels, cell.crop, cell) < WALL_ART_DPI.warn) low.add(cell.assetId ?? '')
    }
    return low
  }, [doc, uploads.pixels])
  if (!collage || !wallArt) return null
  const empty = collagePhotoCells(doc).filter((c) => !c.assetId).length

  const tabs: EditorTab[] = [
    {
      key: 'photos',
      label: t('tabs.photos'),
      panel: <CollagePhotosPanel uploads={uploads} picked={picked} onPick={setPicked} />,
    },
    {
      key: 'layouts',
      label: t('tabs.layouts'),
      panel: <CollageLayoutPanel choices={props.choices} locale={props.locale} />,
    },
    {
      key: 'style',
      label: t('tabs.style'),
      panel: <CollageStylePanel fontFamily="Inter" />,
    },
    {
      key: 'material',
      label: t('tabs.material'),
      panel: <CollageMaterialPanel choices={props.choices} locale={props.locale} />,
    },
  ]

  return (
    <>
      {props.lineId === null && <CollageAutosave />}
      <EditorShell
        title={t('title', { design: props.designName })}
        tabs={tabs}
        tabsLabel={t('tabs.label')}
        optionsLabel={t('options')}
        workspace={
          <>
            <div className={styles.toolbar} role="toolbar" aria-label={t('history.label')}>
              <div className={styles.group}>
                <button
                  type="button"
                  onClick={() => store.getState().undo()}
                  disabled={!canUndo}
                  aria-label={t('history.undo')}
                  title={t('history.undo')}
                >
                  <ToolIcon name="undo" />
                </button>
                <button
                  type="button"
                  onClick={() => store.getState().redo()}
                  disabled={!canRedo}
                  aria-label={t('history.redo')}
                  title={t('history.redo')}
                >
                  <ToolIcon name="redo" />
                </button>
              </div>
            </div>
            <CollageStage
              assets={uploads.pixels}
              picked={slotUploadOf(picked)}
              onPlaced={() => setPicked(null)}
              lowRes={lowRes}
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
            {lowRes.size > 0 && (
              <p className={cs.warning} role="status" data-testid="collage-low-res">
                {t('lowRes', { count: lowRes.size })}
              </p>
            )}
            <label className={cs.field}>
              {t('quantity')}
              <input
                type="number"
                min={1}
                max={props.choices.maxQuantity}
                value={quantity}
                data-testid="collage-quantity"
                onChange={(event) =>
                  setQuantity(
                    Math.min(
                      props.choices.maxQuantity,
                      Math.max(1, Math.round(Number(event.target.value) || 1)),
                    ),
                  )
                }
              />
            </label>
            <CollagePrice
              currency={props.currency}
              locale={props.locale}
              quantity={quantity}
              shippingHref={props.shippingHref}
            />
            <CartButton
              kind="collage"
              getDocument={() => store.getState().scene.document}
              quantity={quantity}
              lineId={props.lineId}
              cartHref={props.cartHref}
              disabledReason={empty > 0 ? t('emptyCells', { count: empty }) : null}
              label={props.lineId ? t('cart.update') : t('cart.add')}
            />
            {props.lineId === null && <SaveStatus save={save} />}
          </>
        }
      />
    </>
  )
}
