import { ShopError } from '@/lib/shop/common/errors'
import type { PublishRequirement } from './schema'

/**
 * The event domain's refusals, as German sentences (the event portal lives on the German card
 * shops). Another customer's event answers exactly like a missing one, so ids reveal nothing.
 */
export function eventNotFound(): ShopError {
  return new ShopError('Dieses Event gibt es nicht in Ihrem Kundenkonto.', { status: 404, field: 'id' })
}

const MISSING: Record<PublishRequirement, string> = {
  title: 'einen Titel',
  date: 'ein Datum',
  subEvent: 'mindestens einen Programmteil',
  place: 'bei mindestens einem Programmteil einen Ort mit Stadt',
}

/** "Zum Veröffentlichen fehlt noch: …", naming everything at once. */
export function missingSentence(missing: readonly PublishRequirement[]): string {
  return `Zum Veröffentlichen fehlt noch: ${missing.map((m) => MISSING[m]).join(', ')}.`
}

export function notPublishable(missing: readonly PublishRequirement[]): ShopError {
  return new ShopError(missingSentence(missing), { status: 422, field: 'published' })
}

export function notYourUpload(): ShopError {
  return new ShopError('Bitte wählen Sie Fotos aus Ihren eigenen Uploads.', {
    status: 422,
    field: 'details.photoUploadIds',
  })
}

export function notYourDesign(): ShopError {
  return new ShopError('Bitte wählen Sie eines Ihrer gespeicherten Kartendesigns.', {
    status: 422,
    field: 'savedDesignId',
  })
}

export function unknownSubEvent(): ShopError {
  return new ShopError('Diesen Programmteil gibt es bei diesem Event nicht.', {
    status: 422,
    field: 'subEvents',
  })
}
