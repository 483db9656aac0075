import { eq } from 'drizzle-orm'
import { PDFDocument } from 'pdf-lib'
import { BRANDS, isBrandKey, type BrandKey } from '@/lib/config/brands'
import { segmentOf, type ShopLocaleCode } from '@/lib/config/locales'
import { isShopLocaleCode } from '@/lib/config/stored-values'
import { brandDisplayName } from '@/lib/context/brand-name'
import { vouchers, type VoucherRow } from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'
import { messagesFor } from '@/lib/i18n/messages'
import { publicPath } from '@/lib/routing/resolve-request-context'
import { absoluteUrl } from '@/lib/seo/urls'
import { embedInter } from '@/lib/shop/sales/invoices/pdf-fonts'
import { A4, hexColor, MARGIN, MUTED, PageWriter } from '@/lib/shop/sales/invoices/pdf-page'
import { fill } from '@/lib/shop/sales/orders/mail-copy'
import { giftVoucherFacts } from './mail'

const WIDTH = A4.width - MARGIN.left - MARGIN.right

/**
 * The printable gift voucher: one A4 page drawn with the invoice's PDF code (Inter embedded, text
 * extractable), in the brand's colour and name: value, recipient, the buyer's message, the code, the
 * last valid day and where the code goes. Drawn from the voucher row alone, so every copy is the same.
 */
export async function renderGiftVoucherPdf(
  voucher: VoucherRow,
  brand: BrandKey,
  locale: ShopLocaleCode,
): Promise<Uint8Array> {
  const t = messagesFor(locale).GiftVoucher
  const facts = giftVoucherFacts(voucher, locale)
  const theme = BRANDS[brand].theme
  const primary = hexColor(theme.primary)
  const shopName = brandDisplayName(brand)
  const doc = await PDFDocument.create()
  doc.setTitle(`${t.pdfTitle} ${facts.amount}`)
  doc.setAuthor(shopName)
  doc.setCreationDate(voucher.createdAt)
  doc.setModificationDate(voucher.createdAt)
  const w = new PageWriter(doc, await embedInter(doc))
  w.page.drawRectangle({ x: 0, y: A4.height - 120, width: A4.width, height: 120, color: primary })
  w.y = A4.height - 72
  w.text(shopName, MARGIN.left, { size: 22, weight: 'bold', color: hexColor(theme.primaryContrast) })
  w.y = A4.height - 200
  w.text(t.pdfTitle, MARGIN.left, { size: 30, weight: 'bold' })
  w.y -= 40
  if (voucher.recipientName) {
    w.text(fill(t.forRecipient, { name: voucher.recipientName }), MARGIN.left, { size: 16 })
    w.y -= 44
  }
  w.text(t.valueLabel, MARGIN.left, { size: 10, color: MUTED })
  w.y -= 40
  w.text(facts.amount, MARGIN.left, { size: 40, weight: 'bold', color: primary })
  w.y -= 44
  if (voucher.message) {
    w.paragraph(voucher.message, MARGIN.left, WIDTH, { size: 13 })
    w.y -= 20
  }
  w.rule(w.y + 8, primary, 1)
  w.y -= 24
  w.text(t.codeLabel, MARGIN.left, { size: 10, color: MUTED })
  w.y -= 30
  w.text(voucher.code, MARGIN.left, { size: 26, weight: 'bold' })
  w.y -= 26
  w.text(fill(t.validUntil, { date: facts.lastDay }), MARGIN.left, { size: 12 })
  w.y -= 36
  const site = absoluteUrl(brand, publicPath(brand, segmentOf(locale), 'web', []))
  w.paragraph(fill(t.howTo, { site }), MARGIN.left, WIDTH, { size: 11 })
  w.y -= 8
  w.paragraph(fill(t.noCash, { shop: shopName, currency: facts.currency }), MARGIN.left, WIDTH, {
    size: 9,
    color: MUTED,
  })
  return doc.save()
}

/**
 * The mail worker's renderer for "gift-voucher:<code>.<brand>.<locale>" (lib/shop/sales/invoices/
 * mail-attachments.ts): the reference names the design and language the voucher was bought in.
 */
export async function renderGiftVoucherByRef(db: Db, ref: string): Promise<Uint8Array> {
  const [code, brand, locale] = ref.split('.')
  if (!code || !brand || !isBrandKey(brand) || !locale || !isShopLocaleCode(locale)) {
    throw new Error(`Not a gift voucher reference: ${ref}`)
  }
  const [voucher] = await db.select().from(vouchers).where(eq(vouchers.code, code))
  if (!voucher || voucher.kind !== 'gift') throw new Error(`There is no gift voucher ${code}`)
  return renderGiftVoucherPdf(voucher, brand, locale)
}
