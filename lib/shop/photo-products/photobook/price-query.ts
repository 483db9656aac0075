import type { ShopCurrency } from '@/lib/shop/sales/pricing/shop-currency'

/** The options /web-api/photobook-price prices (the spec's fields; the book's document carries them). */
export interface PricedBook {
  designGroupSetId: number
  type: string
  format: string
  cover: string
  binding: string
  paper: string
  coverLamination: string
  pageCount: number
}

/**
 * The /web-api/photobook-price query of a book: the same options its cart line is priced with. Built
 * on the server for the opening price and in the browser for every change, so both name one price.
 */
export function photobookPriceQuery(book: PricedBook, amount: number, currency: ShopCurrency): string {
  return new URLSearchParams({
    designGroupSetId: String(book.designGroupSetId),
    type: book.type,
    format: book.format,
    cover: book.cover,
    binding: book.binding,
    paper: book.paper,
    coverLamination: book.coverLamination,
    pageCount: String(book.pageCount),
    amount: String(amount),
    currency,
  }).toString()
}
