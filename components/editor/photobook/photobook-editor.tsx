'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'
import { selectPage } from '@/lib/editor/actions/select-page'
import { moveSpread } from '@/lib/editor/actions/move-spread'
import { photobookLayout, type PhotobookSpec } from '@/lib/shop/design-print/design/photobook-spec'
import { photobookConfigSearch } from '@/lib/shop/photo-products/photobook/configurator-query'
import { photobookPriceQuery } from '@/lib/shop/photo-products/photobook/price-query'
import { formatLength } from '@/lib/i18n/length'
import { EditorShell, type EditorTab } from '../editor-shell'
import { PageStrip } from '../pages/page-strip'
import { PhotoProductPurchase, PhotoProductWorkspace, usePhotoProductTool } from '../pages/photo-product-tool'
import { PreflightPanel } from '../panels/closed-panels'
import { PropertiesPanel } from '../panels/properties-panel'
import { loadBookActions } from './book-actions'
import { withBookOptions } from './book-options'
import { BookPhotos } from './book-photos'
import { LayoutPicker } from './layout-picker'
import type { PhotobookAppProps } from './photobook-app'
import { PhotobookOptions } from './photobook-options'
import formStyles from '../pages/photo-product-form.module.css'
import pb from './photobook.module.css'
import { SpineText } from './spine-text'
import { hasContent, SpreadControls } from './spread-controls'

/**
 * The photo-book profile of the design tool (ADR 0073): the cover and the spreads on the one canvas,
 * the page strip under it, photos with auto-fill, page layouts, the spine's text, the shared edit and
 * check panels; the book's options, live price and cart beside them. Options change the document
 * (`setPhotobookSpec`) and the URL follows, so the address bar always reopens this book.
 */
export function PhotobookEditor(props: PhotobookAppProps) {
  const t = useTranslations('Photobook')
  const [amount, setAmount] = useState(props.quantity)
  // A lower page count that would take spreads with the shopper's photos or texts waits for a yes.
  const [pendingDrop, setPendingDrop] = useState<{ spec: PhotobookSpec; spreads: number } | null>(null)
  const tool = usePhotoProductTool('photobook', props, {
    search: (d, keep) =>
      d.photobook
        ? photobookConfigSearch({ ...d.photobook, amount, categoryIds: props.config.categoryIds }, keep)
        : null,
    preload: loadBookActions,
  })
  const { store, view, uploads, hydrated, phone, doc, page, rejected, issues, onDrop } = tool
  const spec = doc.photobook
  if (!spec) return null

  function apply(next: PhotobookSpec, dropContent = false) {
    setPendingDrop(null)
    void loadBookActions().then(({ setPhotobookSpec }) =>
      store.getState().run(setPhotobookSpec, { patch: next, dropContent }),
    )
  }

  function change(patch: Partial<PhotobookSpec>) {
    if (!spec) return
    const next = withBookOptions(spec, patch, props.choices)
    const lost = doc.pages.slice(1 + next.pageCount / 2).filter(hasContent).length
    if (lost > 0) setPendingDrop({ spec: next, spreads: lost })
    else apply(next)
  }

  const strip = doc.pages.map((p, index) => ({
    id: p.id,
    role: p.role,
    label: index === 0 ? t('pages.cover') : t('pages.spread', { left: 2 * index - 1, right: 2 * index }),
    page: p,
    sizeMm: p.sizeMm ?? { width: 0, height: 0 },
    blank: p.layers.every((l) => l.hidden),
    movable: p.role === 'spread',
  }))
  const pageIndex = doc.pages.findIndex((p) => p.id === page.id)
  const pageLabel = strip[pageIndex]?.label ?? t('pages.cover')
  const portrait = spec.format === 'din-portrait'

  const tabs: EditorTab[] = [
    {
      key: 'photos',
      label: t('tabs.photos'),
      panel: <BookPhotos uploads={uploads} spec={spec} choices={props.choices} onSpec={change} />,
    },
    {
      key: 'layouts',
      label: t('tabs.layouts'),
      panel: <LayoutPicker page={page} portrait={portrait} pageWidthMm={photobookLayout(spec).pageWidthMm} />,
    },
    { key: 'edit', label: t('tabs.edit'), panel: <PropertiesPanel product="photobook" /> },
    { key: 'spine', label: t('tabs.spine'), panel: <SpineText spec={spec} unit={props.unit} /> },
    {
      key: 'check',
      label: t('tabs.check'),
      badge: issues.length > 0 ? issues.length : undefined,
      preload: () => void PreflightPanel.preload(),
      panel: (
        <PreflightPanel
          issues={issues}
          assets={uploads.pixels}
          pageLabel={(id) => strip.find((entry) => entry.id === id)?.label ?? id}
          formatMm={(mm) => formatLength(mm, props.unit, props.locale)}
        />
      ),
    },
  ]

  return (
    <EditorShell
      title={t('title', { design: props.choices.setName })}
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
          label={t('pages.canvas', { page: pageLabel })}
          notice={rejected && t('rejected', { reason: rejected })}
        />
      }
      strip={
        <div className={formStyles.stack}>
          <PageStrip
            pages={strip}
            selectedId={page.id}
            urls={uploads.urls}
            phone={phone}
            onSelect={(pageId) => store.getState().run(selectPage, { pageId })}
            onMove={(pageId, toIndex) => store.getState().run(moveSpread, { pageId, toIndex })}
            onDropPhoto={onDrop}
          />
          <SpreadControls spec={spec} choices={props.choices} page={page} />
        </div>
      }
      options={
        <>
          {pendingDrop && (
            <div className={pb.notice} role="alertdialog" aria-label={t('pages.remove')}>
              <p>{t('pages.dropConfirm', { count: pendingDrop.spreads })}</p>
              <div className={pb.row}>
                <button type="button" onClick={() => apply(pendingDrop.spec, true)}>
                  {t('pages.dropYes')}
                </button>
                <button type="button" onClick={() => setPendingDrop(null)}>
                  {t('pages.removeNo')}
                </button>
              </div>
            </div>
          )}
          <PhotobookOptions
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
            kind="photobook"
            opened={props}
            query={photobookPriceQuery(spec, amount, props.currency)}
            amount={amount}
            save={tool.save}
            proof={{
              issues,
              pageLabel: (p) => strip.find((entry) => entry.id === p.id)?.label ?? p.id,
            }}
          />
        </>
      }
    />
  )
}
