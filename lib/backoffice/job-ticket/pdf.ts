import { PDFDocument, rgb } from 'pdf-lib'
import { BRANDS } from '@/lib/config/brands'
import { embedInter } from '@/lib/shop/sales/invoices/pdf-fonts'
import { A4, hexColor, MARGIN, MUTED, PageWriter } from '@/lib/shop/sales/invoices/pdf-page'
import { T } from '../texts'
import type { JobTicket } from './facts'

/**
 * The job ticket (Laufzettel) as a printable PDF: one A4 page per order line, drawn with the packing
 * slip's and invoice's page writer and font. The order number stands large for the shelf, the facts
 * as label and value, then the print files with name, page count and SHA-256 prefix, and at the foot
 * boxes for production's sign-off. No prices. A ticket that does not fit one page runs onto a second
 * rather than cutting a fact.
 */

const LABEL_WIDTH = 130
const BOX = rgb(0.55, 0.55, 0.55)

export async function renderJobTickets(tickets: readonly JobTicket[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  const first = tickets[0]
  doc.setTitle(first ? `${T.jobTicket.title} ${first.orderNumber}` : T.jobTicket.title)
  doc.setLanguage('de-DE')
  const fonts = await embedInter(doc)
  for (const ticket of tickets) drawTicket(new PageWriter(doc, fonts), ticket)
  return doc.save()
}

function drawTicket(w: PageWriter, ticket: JobTicket): void {
  const right = A4.width - MARGIN.right
  w.text(ticket.brand, MARGIN.left, {
    size: 14,
    weight: 'bold',
    color: ticket.brandKey ? hexColor(BRANDS[ticket.brandKey].theme.primary) : undefined,
  })
  w.text(T.jobTicket.title, right, { size: 14, weight: 'bold', align: 'right' })
  w.y -= 34
  w.text(ticket.orderNumber, MARGIN.left, { size: 26, weight: 'bold' })
  w.text(ticket.positionText, right, { size: 16, weight: 'bold', align: 'right' })
  w.y -= 18
  w.text(`${T.jobTicket.customer}: ${ticket.customer}`, MARGIN.left, { size: 9.5, color: MUTED })
  w.text(`${T.jobTicket.orderedAt}: ${ticket.orderedAt}`, right, { size: 9.5, color: MUTED, align: 'right' })
  w.y -= 26
  w.paragraph(ticket.title, MARGIN.left, right - MARGIN.left, { size: 13, weight: 'bold' })
  w.rule(w.y + 6)
  w.y -= 12
  for (const fact of ticket.facts) row(w, fact.label, fact.value, right)
  w.y -= 8
  w.ensure(40)
  w.text(T.jobTicket.files, MARGIN.left, { size: 11, weight: 'bold' })
  w.rule(w.y - 5)
  w.y -= 19
  for (const file of ticket.files) {
    const sha = file.sha256Prefix ? ` · SHA-256 ${file.sha256Prefix}…` : ''
    row(w, file.partName, `${file.fileName} · ${file.pages} · ${file.state}${sha}`, right)
  }
  if (ticket.files.length === 0) row(w, T.jobTicket.file, T.detail.noPrintFile, right)
  signOff(w, right)
}

/** Label left, value wrapped beside it. */
function row(w: PageWriter, label: string, value: string, right: number): void {
  const lines = w.wrap(value, right - MARGIN.left - LABEL_WIDTH, { size: 10 })
  w.ensure(lines.length * 13 + 4)
  w.text(label, MARGIN.left, { size: 9, color: MUTED })
  for (const line of lines) {
    w.text(line, MARGIN.left + LABEL_WIDTH, { size: 10 })
    w.y -= 13
  }
  w.y -= 4
}

/** Boxes to tick and sign, one per step, at the foot of the page. */
function signOff(w: PageWriter, right: number): void {
  const steps = T.jobTicket.signOffLines
  w.ensure(28 + steps.length * 30)
  w.y = Math.min(w.y - 12, MARGIN.bottom + steps.length * 30 + 10)
  w.text(T.jobTicket.signOff, MARGIN.left, { size: 11, weight: 'bold' })
  w.y -= 22
  for (const step of steps) {
    w.page.drawRectangle({
      x: MARGIN.left,
      y: w.y - 3,
      width: 11,
      height: 11,
      borderColor: BOX,
      borderWidth: 0.8,
    })
    w.text(step, MARGIN.left + 20, { size: 10 })
    w.page.drawLine({
      start: { x: MARGIN.left + 250, y: w.y - 3 },
      end: { x: right, y: w.y - 3 },
      thickness: 0.5,
      color: BOX,
    })
    w.y -= 30
  }
  w.text(T.jobTicket.noMoney, MARGIN.left, { size: 8, color: MUTED })
}
