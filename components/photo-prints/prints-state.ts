import type { PrintPhotoInfo } from '@/lib/api/editor/open-photo-prints'
import { PHOTO_PRINTS_MAX_ITEMS } from '@/lib/model/photo-print-keys'
import type { DesignDocument } from '@/lib/shop/design-print/design/document'
import type { Crop } from '@/lib/shop/design-print/design/layer-base'
import {
  appendPrints,
  cropPrint,
  removePrint,
  setAllPrintItems,
  setPrintItem,
} from '@/lib/shop/design-print/design/photo-prints'
import type { PhotoPrintItem } from '@/lib/shop/design-print/design/photo-prints-spec'
import type { PhotoPrintDefaults } from '@/lib/shop/photo-products/photo-prints/configurator-query'
import type { UploadSummary } from '@/lib/shop/design-print/uploads/schema'

/**
 * The photo-print page's state (ADR 0076): the document itself (null until the first photo is in),
 * the uploads' pictures and pixels, and the choices new photos start with. Every change goes through
 * the document builders, which share the pages they do not touch, so a row re-renders only when its
 * own print changed.
 */
export interface PrintsState {
  documentId: string
  document: DesignDocument | null
  photos: Record<string, PrintPhotoInfo>
  defaults: PhotoPrintDefaults
}

export type PrintsAction =
  | { type: 'uploaded'; upload: UploadSummary }
  | { type: 'item'; index: number; patch: Partial<PhotoPrintItem> }
  | { type: 'all'; patch: Partial<PhotoPrintDefaults> }
  | { type: 'crop'; index: number; crop: Crop }
  | { type: 'remove'; index: number }

export function printCount(state: PrintsState): number {
  return state.document?.pages.length ?? 0
}

export function printsReducer(state: PrintsState, action: PrintsAction): PrintsState {
  const doc = state.document
  switch (action.type) {
    case 'uploaded': {
      const { id, widthPx, heightPx, previewUrl, thumbUrl } = action.upload
      // A layout PDF has no pixels to print; the page only sends photos, so this is a safeguard.
      if (!widthPx || !heightPx || printCount(state) >= PHOTO_PRINTS_MAX_ITEMS) return state
      const entry = { photo: { assetId: id, widthPx, heightPx }, item: { ...state.defaults, copies: 1 } }
      return {
        ...state,
        document: appendPrints(doc, [entry], state.documentId),
        photos: { ...state.photos, [id]: { previewUrl, thumbUrl, widthPx, heightPx } },
      }
    }
    case 'item':
      return doc ? { ...state, document: setPrintItem(doc, action.index, action.patch) } : state
    case 'all':
      return {
        ...state,
        defaults: { ...state.defaults, ...action.patch },
        document: doc ? setAllPrintItems(doc, action.patch) : doc,
      }
    case 'crop':
      return doc ? { ...state, document: cropPrint(doc, action.index, action.crop) } : state
    case 'remove':
      return doc ? { ...state, document: removePrint(doc, action.index) } : state
  }
}
