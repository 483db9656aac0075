'use client'

import { NextIntlClientProvider, useTranslations, type AbstractIntlMessages } from 'next-intl'
import { useCallback, useMemo, useReducer, useState, type Dispatch } from 'react'
import type { OpenedPhotoPrints } from '@/lib/api/editor/open-photo-prints'
import { prepareClientIntl } from '@/lib/i18n/client-intl'
import { PHOTO_PRINTS_MAX_ITEMS } from '@/lib/model/photo-print-keys'
import type { DesignDocument } from '@/lib/shop/design-print/design/document'
import { CartButton } from '@/components/photo-products/cart-button'
import { PhotoCrop } from '@/components/photo-products/photo-crop'
import { SaveStatus } from '@/components/photo-products/save-status'
import { AllBar } from './all-bar'
import { priceTable, printUnitPrice } from './group-prices'
import { formatName } from './print-choices'
import { PrintRow } from './print-row'
import { PrintsSummary } from './prints-summary'
import { printCount, printsReducer, type PrintsAction, type PrintsState } from './prints-state'
import { UploadList } from './upload-list'
import { usePrintsAutosave } from './use-prints-autosave'
import styles from './photo-prints.module.css'

// Messages and prices formatted while this hydrates find Intl ready (lib/i18n/client-intl.ts).
prepareClientIntl()

export type PhotoPrintsAppProps = OpenedPhotoPrints & {
  cartHref: string
  shippingHref: string
  messages: AbstractIntlMessages
}

/**
 * The photo-print page (ADR 0076): upload many photos, choose format, paper, border and copies per
 * photo or for all, crop each to its print, see the price from the photo-options groups and send the
 * set to the cart. A list, not the design tool: a print is one photo filling one page, and 200 of
 * them must stay quick on a phone (rows are memoised and drawn only when scrolled to). The prints
 * are autosaved into "Meine Designs" (ADR 0102), so a reload keeps every photo and choice.
 */
export function PhotoPrintsApp(props: PhotoPrintsAppProps) {
  return (
    <NextIntlClientProvider locale={props.locale} messages={props.messages} timeZone="Europe/Berlin">
      <PhotoPrintsPage {...props} />
    </NextIntlClientProvider>
  )
}

function PhotoPrintsPage(props: PhotoPrintsAppProps) {
  const { locale, currency } = props
  const t = useTranslations('PhotoPrints')
  const [state, dispatch] = useReducer(printsReducer, props, (p): PrintsState => ({
    documentId: p.documentId,
    document: p.document,
    photos: p.photos,
    defaults: p.defaults,
  }))
  const [sets, setSets] = useState(props.quantity)
  const [uploading, setUploading] = useState(false)
  const [cropping, setCropping] = useState<number | null>(null)
  const table = useMemo(() => priceTable(props.groups), [props.groups])
  const onCrop = useCallback((index: number) => setCropping(index), [])
  const doc = state.document
  const save = usePrintsAutosave(doc, props)
  const items = doc?.photoPrints?.items ?? []
  const count = printCount(state)

  const reason = uploading ? t('cart.uploading') : doc ? null : t('cart.noPhotos')
  const getDocument = (): DesignDocument => {
    if (!state.document) throw new Error('no prints to send')
    return state.document
  }

  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.header}>
        <h1>{t('title')}</h1>
        <p className={styles.intro}>{t('intro')}</p>
      </header>
      <UploadList
        room={PHOTO_PRINTS_MAX_ITEMS - count}
        onUploaded={(upload) => dispatch({ type: 'uploaded', upload })}
        onBusy={setUploading}
      />
      <AllBar defaults={state.defaults} locale={locale} dispatch={dispatch} />
      {doc ? (
        <ol className={styles.items} data-testid="photoprints-items">
          {doc.pages.map((page, index) => {
            const item = items[index]
            const layer = page.layers[0]
            if (!item) return null
            const assetId = layer?.type === 'photo' ? layer.assetId : undefined
            return (
              <PrintRow
                key={page.id}
                index={index}
                page={page}
                item={item}
                info={assetId ? state.photos[assetId] : undefined}
                unitPrice={printUnitPrice(table, item)}
                locale={locale}
                currency={currency}
                dispatch={dispatch}
                onCrop={onCrop}
              />
            )
          })}
        </ol>
      ) : (
        <p className={styles.empty}>{t('empty')}</p>
      )}
      <PrintsSummary
        table={table}
        items={items}
        sets={sets}
        onSets={setSets}
        locale={locale}
        currency={currency}
        shippingHref={props.shippingHref}
      >
        <CartButton
          kind="photoprints"
          getDocument={getDocument}
          quantity={sets}
          lineId={props.lineId}
          cartHref={props.cartHref}
          disabledReason={reason}
          label={props.lineId ? t('cart.update') : t('cart.add')}
        />
        {doc && <SaveStatus save={save} />}
      </PrintsSummary>
      {cropping !== null && doc && (
        <CropDialog
          doc={doc}
          index={cropping}
          photos={state.photos}
          dispatch={dispatch}
          locale={locale}
          onClose={() => setCropping(null)}
        />
      )}
    </div>
  )
}

/** The crop dialog of one print, its frame the shape of the print's photo area. */
function CropDialog({
  doc,
  index,
  photos,
  dispatch,
  locale,
  onClose,
}: {
  doc: DesignDocument
  index: number
  photos: PrintsState['photos']
  dispatch: Dispatch<PrintsAction>
  locale: PhotoPrintsAppProps['locale']
  onClose: () => void
}) {
  const t = useTranslations('PhotoPrints')
  const item = doc.photoPrints?.items[index]
  const layer = doc.pages[index]?.layers[0]
  const info = layer?.type === 'photo' && layer.assetId ? photos[layer.assetId] : undefined
  if (!item || layer?.type !== 'photo' || !info) return null
  const aspect = layer.width / layer.height
  // Pixels unknown (an upload no longer listed): the crop's own shape stands in for the photo's.
  const heightPx = info.heightPx ?? 1000
  const widthPx = info.widthPx ?? Math.round((heightPx * aspect * layer.crop.height) / layer.crop.width)
  return (
    <PhotoCrop
      src={info.previewUrl}
      widthPx={widthPx}
      heightPx={heightPx}
      aspect={aspect}
      crop={layer.crop}
      onChange={(crop) => dispatch({ type: 'crop', index, crop })}
      onClose={onClose}
      title={t('crop.title', { n: index + 1, size: formatName(item.format, locale) })}
    />
  )
}
