import type { OrderLineRow, OrderPrintFileRow, OrderRow } from '@/lib/db/schema'
import { jobTicket, type JobTicket, type JobTicketInput } from './facts'

/**
 * The print file's slug line, the job ticket's short form on every sheet (issue 34 point 1), so a
 * sheet cut from its file still says what it is: "KS-100001 · Pos. 1/2 · Klappkarte DIN A5 ·
 * Premiumpapier matt · Veredelung Gold · 80 Stk.". The renderer wraps it to the sheet's width.
 */
export function printSlug(
  ticket: Pick<JobTicket, 'orderNumber' | 'position' | 'lineCount' | 'slugParts'>,
): string {
  return [ticket.orderNumber, `Pos. ${ticket.position}/${ticket.lineCount}`, ...ticket.slugParts].join(' · ')
}

/** The ticket's input from the stored rows: the one mapping the loader and the print renderer share. */
export function ticketInputOf(
  order: OrderRow,
  line: OrderLineRow,
  extra: {
    lineCount: number
    guests: number | null
    designName: string | null
    printFiles: readonly Pick<OrderPrintFileRow, 'part' | 'state' | 'pageCount' | 'sha256'>[]
  },
): JobTicketInput {
  return {
    order: {
      number: order.number,
      brand: order.brand,
      createdAt: order.createdAt,
      shippingMethod: order.shippingMethod,
      expectedDeliveryFrom: order.expectedDeliveryFrom,
      expectedDeliveryTo: order.expectedDeliveryTo,
      billingAddress: order.billingAddress,
      shippingAddress: order.shippingAddress,
    },
    line: {
      id: line.id,
      position: line.position,
      kind: line.kind,
      name: line.name,
      quantity: line.quantity,
      options: line.options,
      designSnapshot: line.designSnapshot,
    },
    ...extra,
  }
}

/** The slug of a line's print file, from its rows: no design name, no files (the file is being made). */
export function printSlugOfLine(
  order: OrderRow,
  line: OrderLineRow,
  lineCount: number,
  guests: number | null,
) {
  return printSlug(
    jobTicket(ticketInputOf(order, line, { lineCount, guests, designName: null, printFiles: [] })),
  )
}
