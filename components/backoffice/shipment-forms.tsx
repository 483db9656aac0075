'use client'

import { useActionState } from 'react'
import { addOrderNoteAction } from '@/lib/api/backoffice/actions/add-order-note'
import { correctTrackingAction } from '@/lib/api/backoffice/actions/correct-tracking'
import type { DeskState } from '@/lib/api/backoffice/actions/desk-state'
import { shipOrderAction } from '@/lib/api/backoffice/actions/ship-order'
import { DeskMessage } from './desk-message'

export interface ShipTexts {
  carrier: string
  trackingNumber: string
  linesLegend: string
  ship: string
  correct: string
  note: string
  addNote: string
}

function CarrierFields({
  id,
  carriers,
  texts,
  values,
}: {
  id: string
  carriers: readonly string[]
  texts: ShipTexts
  values: Record<string, string>
}) {
  return (
    <>
      <div>
        <label htmlFor={`${id}-carrier`}>{texts.carrier}</label>
        <input
          id={`${id}-carrier`}
          name="carrier"
          list={`${id}-carriers`}
          maxLength={40}
          required
          defaultValue={values.carrier ?? ''}
        />
        <datalist id={`${id}-carriers`}>
          {carriers.map((c) => (
            <option key={c} value={c} />
          ))}
        </datalist>
      </div>
      <div>
        <label htmlFor={`${id}-tracking`}>{texts.trackingNumber}</label>
        <input
          id={`${id}-tracking`}
          name="trackingNumber"
          maxLength={40}
          autoComplete="off"
          required
          defaultValue={values.trackingNumber ?? ''}
        />
      </div>
    </>
  )
}

/**
 * A parcel: carrier and tracking number, and with more than one open line a tick per line (all ticked
 * = the rest of the order). A refusal keeps what was typed.
 */
export function ShipForm({
  number,
  openLines,
  carriers,
  texts,
}: {
  number: string
  openLines: readonly { id: string; position: number; name: string; quantity: number }[]
  carriers: readonly string[]
  texts: ShipTexts
}) {
  const [state, action, pending] = useActionState<DeskState, FormData>(shipOrderAction, null)
  const values = state?.values ?? {}
  return (
    <form action={action} data-testid="ship-form">
      <input type="hidden" name="number" value={number} />
      {openLines.length > 1 ? (
        <fieldset>
          <legend>{texts.linesLegend}</legend>
          {openLines.map((line) => (
            <label key={line.id} style={{ fontWeight: 400, display: 'flex', gap: '0.5rem' }}>
              <input
                type="checkbox"
                name="line"
                value={line.id}
                defaultChecked
                style={{ width: 'auto', minHeight: 0 }}
              />
              <span>
                {line.position}. {line.quantity} × {line.name}
              </span>
            </label>
          ))}
        </fieldset>
      ) : null}
      <div className="bo-filters">
        <CarrierFields id="ship" carriers={carriers} texts={texts} values={values} />
        <div className="bo-actions">
          <button type="submit" disabled={pending} aria-busy={pending}>
            {texts.ship}
          </button>
        </div>
      </div>
      <DeskMessage state={state} />
    </form>
  )
}

/** The right carrier and number for a parcel already sent; the customer gets the working link. */
export function CorrectTrackingForm({
  number,
  shipmentId,
  carriers,
  texts,
}: {
  number: string
  shipmentId: string
  carriers: readonly string[]
  texts: ShipTexts
}) {
  const [state, action, pending] = useActionState<DeskState, FormData>(correctTrackingAction, null)
  return (
    <form action={action} data-testid="correct-tracking">
      <input type="hidden" name="number" value={number} />
      <input type="hidden" name="shipment" value={shipmentId} />
      <div className="bo-filters">
        <CarrierFields
          id={`fix-${shipmentId}`}
          carriers={carriers}
          texts={texts}
          values={state?.values ?? {}}
        />
        <div className="bo-actions">
          <button type="submit" className="bo-secondary" disabled={pending} aria-busy={pending}>
            {texts.correct}
          </button>
        </div>
      </div>
      <DeskMessage state={state} />
    </form>
  )
}

/** An internal note for the history, without a status change. */
export function NoteForm({ number, texts }: { number: string; texts: ShipTexts }) {
  const [state, action, pending] = useActionState<DeskState, FormData>(addOrderNoteAction, null)
  return (
    <form action={action} data-testid="note-form">
      <input type="hidden" name="number" value={number} />
      <label htmlFor="order-note">{texts.note}</label>
      <textarea
        id="order-note"
        name="note"
        maxLength={500}
        rows={2}
        required
        defaultValue={state?.values.note ?? ''}
      />
      <p>
        <button type="submit" className="bo-secondary" disabled={pending} aria-busy={pending}>
          {texts.addNote}
        </button>
      </p>
      <DeskMessage state={state} />
    </form>
  )
}
