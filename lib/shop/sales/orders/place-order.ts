import { createHash } from 'node:crypto'
import { and, eq, inArray, isNotNull, or } from 'drizzle-orm'
import type { BrandKey } from '@/lib/config/brands'
import { segmentOf, type ShopLocaleCode } from '@/lib/config/locales'
import { confirmationRoute } from '@/lib/config/routes'
import { INVOICE_MINIMUM_MAJOR } from '@/lib/config/shipping'
import { cartItems, orderEvents, orderLines, orders, type PrintFilePart } from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'
import { enqueueMail } from '@/lib/mail/outbox'
import { publicPath } from '@/lib/routing/resolve-request-context'
import { absoluteUrl } from '@/lib/seo/urls'
import { languageOf, lineName } from '@/lib/shop/sales/cart/product-labels'
import { orderLineName } from '@/lib/shop/sales/cart/card-option-names'
import type { ShopOwner } from '@/lib/shop/common/owner'
import { priceCart, type PricedCart } from '@/lib/shop/sales/cart/price'
import { activeItems, bumpRevision, findCart } from '@/lib/shop/sales/cart/store'
import { expectedDelivery } from '@/lib/shop/sales/checkout/delivery-date'
import { normalisePostcode } from '@/lib/shop/sales/checkout/postcodes'
import { deliveryAddressOf, type Address, type Checkout } from '@/lib/shop/sales/checkout/schema'
import { assertShopDeliversTo } from '@/lib/shop/sales/checkout/served'
import { ShopError } from '@/lib/shop/common/errors'
import { withInvoiceAttachment } from '@/lib/shop/sales/invoices/attachment'
import { issueInvoice } from '@/lib/shop/sales/invoices/issue'
import { PricingError } from '@/lib/shop/sales/pricing/errors'
import { resolveMarket } from '@/lib/shop/sales/pricing/market'
import { MINOR_UNITS_PER_MAJOR, vatBreakdown } from '@/lib/shop/sales/pricing/money'
import { quoteSalesTax } from '@/lib/shop/sales/pricing/sales-tax'
import { enqueuePrintFilesOfLines } from '@/lib/shop/design-print/print-files/queue'
import { applyVoucher, redeemVoucher, type AppliedVoucher } from '@/lib/shop/sales/vouchers/vouchers'
import { confirmationMail } from './mails'

/** The print files of a line (ADR 0070, 0078): a book's cover and inner block, a box's lid and prints. */
const PRINT_PARTS_OF_KIND: Readonly<Record<string, readonly PrintFilePart[]>> = {
  photobook: ['cover', 'inner'],
  photobox: ['lid', 'prints'],
}
const MAIN_PRINT_PART = ['main'] as const
import { assertSampleOrderAllowed } from './sample-orders'
import { nextOrderNumberSql } from './number'
import { findOrderByKey, orderView, toOrderView, type OrderView } from './read'

export interface PlaceOrderContext {
  owner: ShopOwner
  brand: BrandKey
  locale: ShopLocaleCode
  now?: Date
}

export interface PlacedOrder {
  order: OrderView
  /** False when the idempotency key had already placed this order (double click, retry, other tab). */
  created: boolean
}

/**
 * Places the order of the owner's cart in one transaction: re-prices every line with the engine for
 * the delivery country and shipping method, writes the order, its lines (with design and price
 * snapshots) and its first event, redeems the voucher, queues the confirmation e-mail and empties the
 * cart. Idempotent under `checkout.idempotencyKey`: whatever happens in parallel, a key yields one
 * order, and every request with it and the same checkout gets that order back; the key with another
 * checkout is a 422 (ADR 0050). Call kickMailWorker() after it returns.
 */
export async function placeOrder(db: Db, checkout: Checkout, ctx: PlaceOrderContext): Promise<PlacedOrder> {
  const hash = checkoutHash(checkout)
  const earlier = await findOrderByKey(db, checkout.idempotencyKey)
  if (earlier) return { order: await sameRequestOrThrow(db, earlier, ctx.owner, hash), created: false }
  try {
    const placed = await placeNew(db, checkout, ctx, hash)
    if (placed) return { order: placed, created: true }
  } catch (error) {
    // A parallel request with the same key may have won (and emptied the cart, or used the voucher):
    // its order is the answer to this request too.
    const winner = await findOrderByKey(db, checkout.idempotencyKey)
    if (winner) return { order: await sameRequestOrThrow(db, winner, ctx.owner, hash), created: false }
    throw error
  }
  const winner = await findOrderByKey(db, checkout.idempotencyKey)
  if (!winner) throw new Error(`Order for key ${checkout.idempotencyKey} neither placed nor found`)
  return { order: await sameRequestOrThrow(db, winner, ctx.owner, hash), created: false }
}

/** The checkout as parsed (zod's key order), so the same form sent twice has the same hash. */
function checkoutHash(checkout: Checkout): string {
  return createHash('sha256').update(JSON.stringify(checkout)).digest('hex')
}

async function sameRequestOrThrow(db: Db, order: typeof orders.$inferSelect, owner: ShopOwner, hash: string) {
  const sameVisitor = owner.visitorKey !== null && order.visitorKey === owner.visitorKey
  const sameCustomer = Boolean(owner.customerId) && order.customerId === owner.customerId
  if (!sameVisitor && !sameCustomer) {
    throw new ShopError('This checkout key belongs to another order', {
      status: 409,
      field: 'idempotencyKey',
    })
  }
  // Orders placed before the hash was stored have none: their key's replays are answered as before.
  if (order.checkoutHash !== null && order.checkoutHash !== hash) {
    throw new ShopError(
      'This order was already placed with other details (address, payment, voucher …). Reload the checkout page to place a new order.',
      { status: 422, field: 'idempotencyKey' },
    )
  }
  return orderView(db, order)
}

async function placeNew(
  db: Db,
  checkout: Checkout,
  ctx: PlaceOrderContext,
  hash: string,
): Promise<OrderView | null> {
  const now = ctx.now ?? new Date()
  const cart = await findCart(db, ctx.owner)
  const rows = cart ? await activeItems(db, cart.id) : []
  if (!cart || rows.length === 0) throw new ShopError('Your cart is empty', { status: 422, field: 'cart' })
  const billing = normalised(checkout.billingAddress)
  const delivery = normalised(deliveryAddressOf(checkout))
  assertShopDeliversTo(ctx.locale, delivery.country)
  const priced = await priceFor(db, rows, delivery, checkout, ctx.locale)
  if (priced.lines.every((line) => line.kind === 'sample')) {
    const orderer = { customerId: ctx.owner.customerId, email: checkout.email, delivery }
    await assertSampleOrderAllowed(db, orderer, { now, locale: ctx.locale })
  }
  const applied = checkout.voucherCode
    ? await applyVoucher(db, checkout.voucherCode, {
        currency: priced.currency,
        subtotal: priced.subtotal,
        giftVoucherGoods: priced.untaxed,
        now,
        email: checkout.email,
        customerId: ctx.owner.customerId,
        locale: ctx.locale,
      })
    : null
  const totals = totalsOf(priced, applied)
  if (checkout.paymentMethod === 'invoice' && totals.total < INVOICE_MINIMUM_MAJOR * MINOR_UNITS_PER_MAJOR) {
    throw new ShopError(`Invoice payment is available from ${INVOICE_MINIMUM_MAJOR} ${priced.currency}`, {
      status: 422,
      field: 'paymentMethod',
    })
  }
  const window = expectedDelivery(checkout.shippingMethod, now, delivery.country)
  const language = languageOf(ctx.locale)

  // Everything the transaction writes is worked out first; inside it, nothing is read back that it has
  // just written, and the invoice number (whose counter row stays locked until commit, ADR 0014) is
  // taken last, so parallel checkouts wait for it as briefly as possible.
  return db.transaction(async (tx) => {
    const [order] = await tx
      .insert(orders)
      .values({
        number: nextOrderNumberSql(ctx.brand),
        idempotencyKey: checkout.idempotencyKey,
        checkoutHash: hash,
        brand: ctx.brand,
        locale: ctx.locale,
        visitorKey: ctx.owner.visitorKey,
        customerId: ctx.owner.customerId ?? null,
        email: checkout.email,
        billingAddress: billing,
        shippingAddress: delivery,
        country: priced.country,
        currency: priced.currency,
        shippingMethod: checkout.shippingMethod,
        paymentMethod: checkout.paymentMethod,
        subtotal: priced.subtotal,
        discount: totals.discount,
        shippingPrice: priced.shipping,
        total: totals.total,
        vat: totals.vat,
        salesTax: totals.salesTax,
        voucherCode: applied?.voucher.code ?? null,
        expectedDeliveryFrom: window.from,
        expectedDeliveryTo: window.to,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: orders.idempotencyKey })
      .returning()
    // The key was used by a request that committed while this one waited: nothing else is written.
    if (!order) return null
    const lines = await tx
      .insert(orderLines)
      .values(
        priced.lines.map((line, position) => {
          const row = rows.find((r) => r.id === line.id)
          return {
            orderId: order.id,
            position,
            kind: line.kind,
            // A card's name carries its options in words: order pages, invoice and e-mail read it.
            name: orderLineName(lineName(line, language), line, language),
            designId: line.designId,
            savedDesignId: line.savedDesignId,
            designSnapshot: row?.designSnapshot ?? null,
            options: line.engineInput ?? line.options,
            sku: line.sku,
            quantity: line.quantity,
            unitPrice: line.kind === 'sample' ? 0 : line.unitPrice,
            total: line.kind === 'sample' ? 0 : line.total,
            priceSnapshot: line.quote ?? { samples: priced.samples },
          }
        }),
      )
      .returning()
    // What the totals took is what the voucher gives (a gift voucher's part of shipping and tax too).
    // A gift voucher answers what is left on it: the confirmation says so.
    const giftBalance = applied
      ? await redeemVoucher(
          tx,
          { ...applied, discount: totals.discount },
          { orderId: order.id, email: checkout.email },
        )
      : null
    // A photo book and a photo box print as two files each; every other design as one.
    const personalised = lines
      .filter((line) => line.designSnapshot !== null)
      .map((line) => ({ id: line.id, parts: PRINT_PARTS_OF_KIND[line.kind] ?? MAIN_PRINT_PART }))
    // One after another: a transaction is one connection, and node-postgres wants one query at a time.
    const events = await tx
      .insert(orderEvents)
      .values({ orderId: order.id, toStatus: 'placed', actor: 'customer', createdAt: now })
      .returning()
    await enqueuePrintFilesOfLines(tx, order.id, personalised, now)
    // The ordered lines, and a line removed before: its "removed – undo" notice would outlive the order.
    await tx.delete(cartItems).where(
      or(
        inArray(
          cartItems.id,
          rows.map((r) => r.id),
        ),
        and(eq(cartItems.cartId, cart.id), isNotNull(cartItems.removedAt)),
      ),
    )
    await bumpRevision(tx, cart.id)
    const view = toOrderView(
      order,
      [...lines].sort((a, b) => a.position - b.position),
      events,
    )
    const invoice = await issueInvoice(tx, order, view, now)
    await enqueueMail(
      tx,
      withInvoiceAttachment(confirmationMail(view, orderUrl(ctx, order.number), giftBalance), invoice),
    )
    return view
  })
}

async function priceFor(
  db: Db,
  rows: Parameters<typeof priceCart>[1],
  delivery: Address,
  checkout: Checkout,
  locale: ShopLocaleCode,
): Promise<PricedCart> {
  try {
    const priced = await priceCart(
      db,
      rows,
      delivery.country,
      checkout.shippingMethod,
      locale,
      delivery.state,
    )
    const broken = priced.lines.find((line) => line.error)
    if (broken?.error) {
      throw new ShopError(`A line in your cart cannot be ordered: ${broken.error.message}`, {
        status: 422,
        field: 'cart',
      })
    }
    return priced
  } catch (error) {
    if (error instanceof PricingError && error.field === 'shipping') {
      throw new ShopError(error.message, { status: 422, field: 'shippingMethod' })
    }
    throw error
  }
}

/**
 * Goods after the voucher plus shipping; VAT extracted per rate from what is actually charged, or in
 * the US sales tax added on it (goods after the voucher and shipping, rounded once; ADR 0063).
 * A gift voucher is not a discount but money the buyer paid earlier (ADR 0110): the VAT or sales tax
 * stays that of the full price, and the voucher pays up to the whole amount, shipping and tax included.
 */
export function totalsOf(priced: PricedCart, applied: AppliedVoucher | null) {
  if (applied?.voucher.kind === 'gift') {
    const full = chargedTotals(priced, 0)
    const paid = Math.min(applied.voucher.balance ?? 0, full.total)
    return { ...full, discount: paid, total: full.total - paid }
  }
  return chargedTotals(priced, Math.min(applied?.discount ?? 0, priced.subtotal))
}

function chargedTotals(priced: PricedCart, discount: number) {
  // Gift vouchers being bought carry no VAT or sales tax (no voucher applies to such a basket).
  const goods = priced.subtotal - priced.untaxed - discount
  const market = resolveMarket(priced.country)
  if (market.taxMode === 'sales-tax') {
    const net = goods + priced.shipping
    const salesTax = priced.state === null ? null : quoteSalesTax(priced.state, net)
    return { discount, total: net + priced.untaxed + (salesTax?.amount ?? 0), vat: [], salesTax }
  }
  const rate = market.vatBasisPoints
  const vat = vatBreakdown([
    { gross: goods, vatBasisPoints: rate },
    { gross: priced.shipping, vatBasisPoints: rate },
    ...(priced.untaxed > 0 ? [{ gross: priced.untaxed, vatBasisPoints: 0 }] : []),
  ]).filter((row) => priced.untaxed === 0 || row.gross !== 0)
  return { discount, total: goods + priced.untaxed + priced.shipping, vat, salesTax: null }
}

function normalised(address: Address): Address {
  return { ...address, postcode: normalisePostcode(address.country, address.postcode) }
}

export function orderUrl(ctx: { brand: BrandKey; locale: ShopLocaleCode }, number: string): string {
  return absoluteUrl(
    ctx.brand,
    publicPath(ctx.brand, segmentOf(ctx.locale), 'web', confirmationRoute(number)),
  )
}
