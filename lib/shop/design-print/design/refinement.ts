import type { RefinementKey } from '@/lib/config/catalog'
import { CALENDAR_REFINEMENT_OF } from '@/lib/model/calendar-keys'
import type { DesignDocument } from './document'

/**
 * The refinement a document's own product spec names: a calendar carries its foil in its spec (a card's
 * is a line option, outside the document). Undefined for every other product.
 */
export function refinementOfDocument(doc: Pick<DesignDocument, 'calendar'>): RefinementKey | undefined {
  return doc.calendar ? CALENDAR_REFINEMENT_OF[doc.calendar.refinementType] : undefined
}
