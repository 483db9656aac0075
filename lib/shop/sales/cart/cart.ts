import { and, eq, isNotNull, isNull } from 'drizzle-orm'
import type { BrandKey } from '@/lib/config/brands'
import type { ShopLocaleCode } from '@/lib/config/locales'
import { SAMPLES, type DeliveryCountry } from '@/lib/config/shipping'
import { cartItems, designs, type CartItemRow, type CartRow } from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'
import { CARD_PRODUCT_TYPES } from '@/lib/shop/sales/pricing/card-products'
import { priceCardLine } from '@/lib/shop/sales/pricing/card-line'
import { cardMarket, resolveMarket, type Market } from '@/lib/shop/sales/pricing/market'
import { assertShopDeliversTo } from '@/lib/shop/sales/checkout/served'
import { MAX_ORDER_LINES, cardLineOptionsSchema, parsePricingInput } from '@/lib/shop/sales/pricing/schema'
import { priceKeyOf } from '@/lib/model/product-types'
import { ShopError } from '@/lib/shop/common/errors'
import { PricingError } from '@/lib/shop/sales/pricing/errors'
import { accessoryLineOptions, findAccessory } from './accessory-line'
import { assertGiftVoucherSells } from '@/lib/shop/sales/gift-vouchers/line'
import { assertBrandSellsCards } from './brand-range'
import type { DesignDocument } from '@/lib/shop/design-print/design/document'
import { designDocumentSchema } from '@/lib/shop/design-print/design/document'
import { priceWallArtLine, wallArtLineOptions } from '@/lib/shop/photo-products/wall-art/line'
import { findUpload } from '@/lib/shop/design-print/uploads/uploads'
import type { ShopOwner } from '@/lib/shop/common/owner'
import { defaultCountryOf } from './owner'
import { assertQuantityHoldsGuests } from './guest-counts'
import {
  assertKindOf,
  assertOwnPhotos,
  assertPhotoProductSells,
  isPhotoProductKind,
  SPEC_OF_KIND,
  type PhotoProductKind,
} from './photo-product-line'
import { getSavedDesign, savedDesignOwnerOf } from '@/lib/shop/design-print/saved-designs/saved-designs'
import { priceCart } from './price'
import {
  addCartItemSchema,
  cartItemIdSchema,
  updateCartItemSchema,
  wallArtSnapshotSchema,
  type AddCartItem,
  type AddCartItemInput,
  type UpdateCartItemInput,
} from './schema'
import { activeItems, allItems, bumpRevision, ensureCart, findCart, itemOfCart, purgeRemoved } from './store'
import { toCartView, type CartView } from './view'

export interface CartReadOptions {
  locale: ShopLocaleCode
  country?: DeliveryCountry
  /** The shop's brand: an add refuses a line of a range the brand does not sell (brand-range.ts). */
  brand?: BrandKey
}

/** The owner's cart, priced now; an owner without a cart sees an empty one (nothing is created). */
export async function getCartView(
  db: Db,
  owner: ShopOwner | null,
  options: CartReadOptions,
): Promise<CartView> {
  const cart = owner ? await findCart(db, owner) : null
  return viewOf(db, cart, options)
}

async function viewOf(db: Db, cart: CartRow | null, options: CartReadOptions): Promise<CartView> {
  const country = options.country ?? defaultCountryOf(options.locale)
  // A country outside the shop's list would price the cart in another shop's currency: a 422 instead.
  assertShopDeliversTo(options.locale, country)
  // One read for the active lines and the removed one that can be restored (purgeRemoved keeps at
  // most that one, so the removed rows are few).
  const all = cart ? await allItems(db, cart.id) : []
  const rows = all.filter((row) => row.removedAt === null)
  const priced = await priceCart(db, rows, country, 'standard', options.locale)
  const removed = await lastRemoved(db, all, options.locale)
  return toCartView(cart?.revision ?? 0, priced, removed)
}

async function lastRemoved(db: Db, all: readonly CartItemRow[], locale: ShopLocaleCode) {
  let row: CartItemRow | null = null
  for (const item of all) {
    if (item.removedAt && (!row?.removedAt || item.removedAt > row.removedAt)) row = item
  }
  if (!row) return null
  const [line] = (await priceCart(db, [{ ...row, removedAt: null }], 'DE', 'standard', locale)).lines
  const name = line?.photoProduct?.label ?? line?.wallArt?.label ?? line?.designName ?? line?.accessoryName
  return { id: row.id, name: name ?? null }
}

/**
 * Adds a card, accessory, wall-art or photo-product line (calendar, photo book, photo box, photo prints,
 * collage) after checking that the design exists, its photos are the owner's and the engine can price it.
 */
export async function addCartItem(
  db: Db,
  owner: ShopOwner,
  input: AddCartItemInput,
  options: CartReadOptions,
): Promise<CartView> {
  const item = await resolveSavedDesign(db, owner, addCartItemSchema.parse(input))
  if (item.kind === 'card' || item.kind === 'accessory')
    await assertBrandSellsCards(db, options.brand, 'kind')
  if (item.kind === 'wallart') await assertOwnPhoto(db, owner, item.snapshot)
  if (isPhotoProductItem(item)) {
    // The spec of the kind first: a photo-print document under kind photobox is refused by its field.
    assertKindOf(item.kind, item.snapshot)
    await assertOwnPhotos(db, owner, item.snapshot)
  }
  if ((item.kind === 'calendar' || item.kind === 'photobook') && item.savedDesignId !== undefined) {
    await assertOwnSavedDesign(db, owner, item.savedDesignId, item.kind)
  }
  const values = await lineValues(db, item, options.locale)
  const cart = await ensureCart(db, owner)
  await db.transaction(async (tx) => {
    const count = (await activeItems(tx, cart.id)).length
    if (count >= MAX_ORDER_LINES) {
      throw new ShopError(`A cart holds at most ${MAX_ORDER_LINES} lines`, { status: 422, field: 'kind' })
    }
    await tx.insert(cartItems).values({ ...values, cartId: cart.id })
    await bumpRevision(tx, cart.id)
  })
  return viewOf(db, await findCart(db, owner), options)
}

type ResolvedItem = Exclude<AddCartItem, { kind: 'saved-design' }>
type PhotoProductItem = Extract<ResolvedItem, { kind: PhotoProductKind }>

const isPhotoProductItem = (item: ResolvedItem): item is PhotoProductItem => isPhotoProductKind(item.kind)

/** A saved-design line becomes a card line built from the stored design (never from client data). */
async function resolveSavedDesign(db: Db, owner: ShopOwner, item: AddCartItem): Promise<ResolvedItem> {
  if (item.kind !== 'saved-design') return item
  const designOwner = savedDesignOwnerOf(owner)
  const saved = designOwner ? await getSavedDesign(db, designOwner, item.savedDesignId) : null
  if (!saved) throw new ShopError('No such saved design', { status: 404, field: 'savedDesignId' })
  // A saved calendar or book goes in as one piece; the cart line's quantity is changed there.
  if (saved.product !== 'card') {
    return { kind: saved.product, savedDesignId: saved.id, snapshot: saved.document, quantity: 1 }
  }
  return {
    kind: 'card',
    designId: saved.designId ?? undefined,
    savedDesignId: saved.id,
    snapshot: saved.document,
    options: saved.options,
  }
}

/** The market of the shop's own country: lines are checked against what that shop sells. */
function shopMarket(locale: ShopLocaleCode): Market {
  return resolveMarket(defaultCountryOf(locale))
}

async function lineValues(db: Db, item: ResolvedItem, locale: ShopLocaleCode) {
  const market = shopMarket(locale)
  if (item.kind === 'giftvoucher') {
    assertGiftVoucherSells(item.options, market, locale, new Date())
    return { kind: 'giftvoucher' as const, options: item.options, quantity: 1 }
  }
  if (item.kind === 'accessory') {
    const accessory = await findAccessory(db, item.sku)
    if (!accessory) throw new ShopError(`Unknown accessory ${item.sku}`, { status: 422, field: 'sku' })
    const options = accessoryLineOptions(accessory)
    priceOrThrow({ ...options, quantity: item.quantity }, market, '')
    return { kind: 'accessory' as const, sku: item.sku, quantity: item.quantity }
  }
  if (item.kind === 'wallart') {
    assertWallArtSells(item.snapshot, item.quantity, market)
    // No options are stored: every read derives them from the snapshot's spec (ADR 0058).
    return { kind: 'wallart' as const, designSnapshot: item.snapshot, quantity: item.quantity }
  }
  if (isPhotoProductItem(item)) {
    assertPhotoProductSells(item.kind, item.snapshot, item.quantity, market, locale)
    // Like wall art, no options are stored: every read derives them from the snapshot's spec (ADR 0070).
    const savedDesignId = 'savedDesignId' in item ? (item.savedDesignId ?? null) : null
    return { kind: item.kind, designSnapshot: item.snapshot, savedDesignId, quantity: item.quantity }
  }
  if (item.designId !== undefined) await assertDesignSells(db, item.designId, item.options.productType)
  const { quantity, ...rest } = item.options
  priceOrThrow(item.options, market, 'options.')
  await assertQuantityHoldsGuests(db, item.snapshot, quantity)
  return {
    kind: 'card' as const,
    designId: item.designId ?? null,
    savedDesignId: item.savedDesignId ?? null,
    designSnapshot: item.snapshot ?? null,
    options: rest,
    quantity,
  }
}

/** A line names a saved design only if it is the owner's own of that product. */
async function assertOwnSavedDesign(
  db: Db,
  owner: ShopOwner,
  savedDesignId: string,
  kind: PhotoProductKind,
): Promise<void> {
  const designOwner = savedDesignOwnerOf(owner)
  const saved = designOwner ? await getSavedDesign(db, designOwner, savedDesignId) : null
  if (!saved || saved.product !== kind) {
    throw new ShopError('No such saved design', { status: 404, field: 'savedDesignId' })
  }
}

/**
 * The photo of a wall-art line is one of the owner's uploads (the customer's once signed in): the
 * print file resolves only the order's own photos, so another visitor's id would print an empty page.
 */
async function assertOwnPhoto(db: Db, owner: ShopOwner, document: DesignDocument): Promise<void> {
  const layer = document.pages[0]?.layers[0]
  const assetId = layer?.type === 'photo' ? layer.assetId : undefined
  if (assetId === undefined || !(await findUpload(db, assetId, owner))) {
    throw new ShopError('The photo is not one of your uploads; upload it again', {
      status: 422,
      field: 'snapshot.pages.0.layers.0.assetId',
    })
  }
}

/** A wall-art design the price list makes, in a quantity it sells; else a 422 naming the spec field. */
function assertWallArtSells(document: DesignDocument, quantity: number, market: Market): void {
  const spec = document.wallArt
  if (!spec) {
    throw new ShopError('a wall-art line needs the design document with its wallArt spec', {
      status: 422,
      field: 'snapshot.wallArt',
    })
  }
  try {
    priceWallArtLine(wallArtLineOptions(spec, quantity), market)
  } catch (error) {
    if (!(error instanceof ShopError) || error.options.field === 'quantity') throw error
    throw new ShopError(error.message, {
      status: 422,
      field: `snapshot.wallArt.${error.options.field ?? 'widthMm'}`,
    })
  }
}

/** Validates a line through the engine so the cart never holds something it cannot sell. */
function priceOrThrow(options: unknown, market: Market, prefix: string): void {
  try {
    priceCardLine(parsePricingInput(cardLineOptionsSchema, options), market)
  } catch (error) {
    if (error instanceof PricingError && prefix) throw error.within(prefix.slice(0, -1))
    throw error
  }
}

async function assertDesignSells(db: Db, designId: number, productType: string): Promise<void> {
  const [design] = await db
    .select({ productType: designs.productType })
    .from(designs)
    .where(eq(designs.id, designId))
  if (!design) throw new ShopError(`There is no design ${designId}`, { status: 422, field: 'designId' })
  const priceKey = priceKeyOf(design.productType)
  if (!(CARD_PRODUCT_TYPES as readonly string[]).includes(priceKey)) {
    throw new ShopError(`Design ${designId} cannot be ordered online yet`, { status: 422, field: 'designId' })
  }
  if (priceKey !== productType) {
    throw new ShopError(`Design ${designId} is a ${priceKey}, not a ${productType}`, {
      status: 422,
      field: 'options.productType',
    })
  }
}

/** Sample card of a catalogue design; adding the same design twice keeps one. */
export async function addSample(
  db: Db,
  owner: ShopOwner,
  designId: number,
  options: CartReadOptions,
): Promise<CartView> {
  const [design] = await db.select({ id: designs.id }).from(designs).where(eq(designs.id, designId))
  if (!design) throw new ShopError(`There is no design ${designId}`, { status: 422, field: 'designId' })
  await assertBrandSellsCards(db, options.brand, 'designId')
  // Sample cards are the card channel's; a shop without them (the US shop) refuses before writing.
  cardMarket(shopMarket(options.locale), 'designId')
  const cart = await ensureCart(db, owner)
  await db.transaction(async (tx) => {
    const samples = (await activeItems(tx, cart.id)).filter((row) => row.kind === 'sample')
    if (samples.some((row) => row.designId === designId)) return
    if (samples.length >= SAMPLES.maxPerOrder) {
      throw new ShopError(`An order holds at most ${SAMPLES.maxPerOrder} sample cards`, {
        status: 422,
        field: 'designId',
      })
    }
    await tx.insert(cartItems).values({ cartId: cart.id, kind: 'sample', designId, quantity: 1 })
    await bumpRevision(tx, cart.id)
  })
  return viewOf(db, await findCart(db, owner), options)
}

/**
 * Changes a line's quantity (one of the product's quantity steps; wall art and collages 1 to 50,
 * calendars 1 to 500, photo books 1 to 100, photo boxes 1 to 20, sets of prints 1 to 10) or, for a
 * wall-art or photo-product line edited from the cart, its design: the new snapshot (of the line's own
 * kind) replaces the old one and is priced as is.
 */
export async function updateCartItem(
  db: Db,
  owner: ShopOwner,
  itemId: string,
  input: UpdateCartItemInput,
  options: CartReadOptions,
): Promise<CartView> {
  const change = updateCartItemSchema.parse(input)
  const cart = await ownCart(db, owner, itemId)
  const row = await itemOfCart(db, cart.id, itemId, 'active')
  if (isPhotoProductKind(row.kind)) {
    if (change.snapshot) {
      assertKindOf(row.kind, change.snapshot)
      await assertOwnPhotos(db, owner, change.snapshot)
    }
    const snapshot = change.snapshot ?? designDocumentSchema.parse(row.designSnapshot)
    const quantity = change.quantity ?? row.quantity
    assertPhotoProductSells(row.kind, snapshot, quantity, shopMarket(options.locale), options.locale)
    await db.transaction(async (tx) => {
      await tx.update(cartItems).set({ designSnapshot: snapshot, quantity }).where(eq(cartItems.id, row.id))
      await bumpRevision(tx, cart.id)
    })
    return viewOf(db, await findCart(db, owner), options)
  }
  if (row.kind === 'wallart') {
    if (change.snapshot) {
      const wallArt = wallArtSnapshotSchema.safeParse(change.snapshot)
      if (!wallArt.success) {
        const issue = wallArt.error.issues[0]
        throw new ShopError(issue?.message ?? 'a wall-art line needs a wall-art design', {
          status: 422,
          field: ['snapshot', ...(issue?.path ?? [])].join('.'),
        })
      }
      await assertOwnPhoto(db, owner, change.snapshot)
    }
    const snapshot = change.snapshot ?? designDocumentSchema.parse(row.designSnapshot)
    const quantity = change.quantity ?? row.quantity
    assertWallArtSells(snapshot, quantity, shopMarket(options.locale))
    await db.transaction(async (tx) => {
      await tx.update(cartItems).set({ designSnapshot: snapshot, quantity }).where(eq(cartItems.id, row.id))
      await bumpRevision(tx, cart.id)
    })
    return viewOf(db, await findCart(db, owner), options)
  }
  if (change.snapshot !== undefined) {
    throw new ShopError(
      'Only wall art and photo products take a new design here; change a card in the design tool',
      {
        status: 422,
        field: 'snapshot',
      },
    )
  }
  const quantity = change.quantity ?? row.quantity
  if (row.kind === 'sample') {
    throw new ShopError('A sample is always one card', { status: 422, field: 'quantity' })
  }
  if (row.kind === 'giftvoucher') {
    throw new ShopError('A gift voucher line is one voucher; add another for a second one', {
      status: 422,
      field: 'quantity',
    })
  }
  const engineOptions =
    row.kind === 'accessory' && row.sku
      ? accessoryLineOptions((await findAccessory(db, row.sku)) ?? missingAccessory(row.sku))
      : (row.options ?? {})
  priceOrThrow({ ...engineOptions, quantity }, shopMarket(options.locale), '')
  if (row.kind === 'card') await assertQuantityHoldsGuests(db, row.designSnapshot, quantity)
  await db.transaction(async (tx) => {
    await tx.update(cartItems).set({ quantity }).where(eq(cartItems.id, row.id))
    await bumpRevision(tx, cart.id)
  })
  return viewOf(db, await findCart(db, owner), options)
}

function missingAccessory(sku: string): never {
  throw new ShopError(`Accessory ${sku} is no longer available`, { status: 422, field: 'sku' })
}

/** Removes a line; it stays restorable until the next removal. */
export async function removeCartItem(
  db: Db,
  owner: ShopOwner,
  itemId: string,
  options: CartReadOptions,
): Promise<CartView> {
  const cart = await ownCart(db, owner, itemId)
  await itemOfCart(db, cart.id, itemId, 'active')
  await db.transaction(async (tx) => {
    await purgeRemoved(tx, cart.id)
    await tx.update(cartItems).set({ removedAt: new Date() }).where(eq(cartItems.id, itemId))
    await bumpRevision(tx, cart.id)
  })
  return viewOf(db, await findCart(db, owner), options)
}

/** Undo: the removed line comes back as it was. */
export async function restoreCartItem(
  db: Db,
  owner: ShopOwner,
  itemId: string,
  options: CartReadOptions,
): Promise<CartView> {
  const cart = await ownCart(db, owner, itemId)
  await itemOfCart(db, cart.id, itemId, 'removed')
  await db.transaction(async (tx) => {
    await tx
      .update(cartItems)
      .set({ removedAt: null })
      .where(and(eq(cartItems.id, itemId), isNotNull(cartItems.removedAt)))
    await bumpRevision(tx, cart.id)
  })
  return viewOf(db, await findCart(db, owner), options)
}

async function ownCart(db: Db, owner: ShopOwner, itemId: string): Promise<CartRow> {
  const cart = await findCart(db, owner)
  if (!cart) throw new ShopError(`There is no line ${itemId} in your cart`, { status: 404, field: 'id' })
  return cart
}

/** Lines still in the cart, for the badge without pricing. */
export async function cartCount(db: Db, owner: ShopOwner): Promise<number> {
  const cart = await findCart(db, owner)
  if (!cart) return 0
  const rows = await db
    .select({ id: cartItems.id })
    .from(cartItems)
    .where(and(eq(cartItems.cartId, cart.id), isNull(cartItems.removedAt)))
  return rows.length
}

/**
 * A wall-art line of the owner's cart as the configurator reopens it (edit from the cart, or "another
 * size" as a copy): the stored design and quantity; null when the line is not the owner's, is gone,
 * or is not wall art.
 */
export async function cartWallArtLine(
  db: Db,
  owner: ShopOwner,
  itemId: string,
): Promise<{ document: DesignDocument; quantity: number } | null> {
  // The id comes from the configurator's URL; one that is not a uuid names no line.
  if (!cartItemIdSchema.safeParse(itemId).success) return null
  const cart = await findCart(db, owner)
  if (!cart) return null
  const [row] = await db
    .select()
    .from(cartItems)
    .where(and(eq(cartItems.id, itemId), eq(cartItems.cartId, cart.id), isNull(cartItems.removedAt)))
  if (row?.kind !== 'wallart') return null
  const parsed = designDocumentSchema.safeParse(row.designSnapshot)
  if (!parsed.success || !parsed.data.wallArt) return null
  return { document: parsed.data, quantity: row.quantity }
}

/**
 * A photo-product line of the owner's cart as its editor reopens it (edit from the cart): the stored
 * design and quantity; null when the line is not the owner's, is gone, or is of another kind.
 */
export async function cartPhotoProductLine(
  db: Db,
  owner: ShopOwner,
  itemId: string,
  kind: PhotoProductKind,
): Promise<{ document: DesignDocument; quantity: number } | null> {
  if (!cartItemIdSchema.safeParse(itemId).success) return null
  const cart = await findCart(db, owner)
  if (!cart) return null
  const [row] = await db
    .select()
    .from(cartItems)
    .where(and(eq(cartItems.id, itemId), eq(cartItems.cartId, cart.id), isNull(cartItems.removedAt)))
  if (row?.kind !== kind) return null
  const parsed = designDocumentSchema.safeParse(row.designSnapshot)
  if (!parsed.success || parsed.data[SPEC_OF_KIND[kind]] === undefined) return null
  return { document: parsed.data, quantity: row.quantity }
}
