'use client'

import { useTranslations } from 'next-intl'
import { formatMoney } from '@/lib/i18n/format'
import type { CartItemView } from '@/lib/shop/sales/cart/view'
import { languageOf, lineName } from '@/lib/shop/sales/cart/product-labels'
import { cardOptionNames } from '@/lib/shop/sales/cart/card-option-names'
import { extraCards, quantityStepsForGuests } from '@/lib/shop/sales/pricing/quantity'
import { WALL_ART_MAX_QUANTITY } from '@/lib/shop/photo-products/photo-frame/extras'
import { wallArtThumbnail } from '@/lib/shop/photo-products/wall-art/thumbnail'
import { ApprovalLine } from '@/components/design-approval/approval-line'
import styles from './cart.module.css'
import { WallArtActions, WallArtThumb } from './wall-art-line'
import { PhotoProductActions, PhotoProductThumbnail } from './photo-product-line'
import type { ShopLocaleCode } from '@/lib/config/locales'
import type { BasketCurrency } from '@/lib/config/shipping'

interface Props {
  item: CartItemView
  locale: ShopLocaleCode
  currency: BasketCurrency
  busy: boolean
  onQuantity: (quantity: number) => void
  onRemove: () => void
  /** The wall-art configurator's path in this shop; its lines link back to it to edit or copy. */
  wallArtHref?: string
  /** The photo products' configurators' paths; their lines link back to them to edit. */
  photoProductHrefs?: PhotoProductHrefs
}

type PhotoProductKind = NonNullable<CartItemView['photoProduct']>['kind']
export type PhotoProductHrefs = Partial<Record<PhotoProductKind, string>>

/** Wall art is ordered by the piece: 1 to 10, then larger steps up to the line's maximum. */
const WALL_ART_STEPS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 15, 20, 25, 30, 40, WALL_ART_MAX_QUANTITY]
/**
 * Photo products by the piece too: up to 100 books, calendars on to 500 (gifts, firms), 20 boxes,
 * 10 sets of prints, collages like wall art.
 */
const PHOTO_PRODUCT_STEPS: Record<PhotoProductKind, number[]> = {
  photobook: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 15, 20, 25, 30, 40, 50, 75, 100],
  calendar: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 15, 20, 25, 30, 40, 50, 75, 100, 150, 200, 300, 400, 500],
  photobox: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 15, 20],
  photoprints: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
  collage: WALL_ART_STEPS,
}

/**
 * One line of the cart: name, options, quantity along the steps, prices, remove. A wall-art line also
 * shows what hangs on the wall (thumbnail) and links back to the configurator to edit it or to order
 * it in another size; its name is its options in words.
 */
export function CartLine({
  item,
  locale,
  currency,
  busy,
  onQuantity,
  onRemove,
  wallArtHref,
  photoProductHrefs,
}: Props) {
  const t = useTranslations('Cart')
  const language = languageOf(locale)
  const name = lineName(
    item.kind === 'card' && !item.designName && item.hasSnapshot
      ? { ...item, designName: t('ownDesign') }
      : item,
    language,
  )
  const money = (minor: number) => formatMoney(minor, locale, currency)
  // Every chosen option of a card in words, as the order, invoice and e-mail name them.
  const options = item.kind === 'card' ? cardOptionNames(item.options, language) : []
  const quantityId = `quantity-${item.id}`
  const wallArt = item.kind === 'wallart' ? item.wallArt : null
  // A photo product: its options in words are its name, its cover (lid, first print) photo the thumbnail.
  const photoProduct = item.photoProduct
  const editHref = photoProduct ? photoProductHrefs?.[photoProduct.kind] : undefined
  const steps = wallArt
    ? WALL_ART_STEPS
    : photoProduct
      ? PHOTO_PRODUCT_STEPS[photoProduct.kind]
      : quantityStepsForGuests(item.guestCount)
  const thumbnail = wallArt ? wallArtThumbnail(wallArt.spec, wallArt.photo) : null
  const withThumb = wallArt !== null || photoProduct?.thumbnail
  return (
    <li
      className={withThumb ? `${styles.line} ${styles.lineWithThumb}` : styles.line}
      data-testid={
        wallArt
          ? 'cart-line-wallart'
          : photoProduct
            ? `cart-line-${photoProduct.kind}`
            : item.kind === 'giftvoucher'
              ? 'cart-line-giftvoucher'
              : 'cart-line'
      }
    >
      {thumbnail && <WallArtThumb thumbnail={thumbnail} name={name} />}
      {photoProduct?.thumbnail && (
        <PhotoProductThumbnail
          thumbnail={photoProduct.thumbnail}
          name={name}
          face={photoProduct.kind === 'collage' ? photoProduct.face : null}
        />
      )}
      <div className={styles.lineMain}>
        <h3 className={styles.lineName}>{name}</h3>
        {wallArt && wallArtHref && (
          <WallArtActions configuratorHref={wallArtHref} lineId={item.id} name={name} />
        )}
        {editHref && <PhotoProductActions configuratorHref={editHref} lineId={item.id} name={name} />}
        {options.length > 0 && (
          <p className={styles.muted} data-testid="line-options">
            {options.join(' · ')}
          </p>
        )}
        {item.guestCount !== null && (
          <p className={styles.muted} data-testid="line-guests">
            {t('guests', {
              count: item.guestCount,
              extras: extraCards(item.quantity, item.guestCount),
              quantity: item.quantity,
            })}
          </p>
        )}
        {/* Who approved which version of a design shared for approval (issue 31 point 8). */}
        {item.kind === 'card' && item.savedDesignId && (
          <ApprovalLine savedDesignId={item.savedDesignId} className={styles.muted} />
        )}
        {item.error && (
          <p className={styles.error} role="alert">
            {t('lineError')}
          </p>
        )}
      </div>
      <div className={styles.lineControls}>
        {/* A sample is one card; a gift voucher line is one voucher (another is added on its page). */}
        {item.kind === 'sample' || item.kind === 'giftvoucher' ? (
          <span>{t('pieces', { count: 1 })}</span>
        ) : (
          <>
            <label className="visually-hidden" htmlFor={quantityId}>
              {t('quantityFor', { name })}
            </label>
            <select
              id={quantityId}
              className={styles.select}
              value={item.quantity}
              disabled={busy}
              onChange={(event) => onQuantity(Number(event.target.value))}
            >
              {(steps.includes(item.quantity) ? steps : [...steps, item.quantity].sort((a, b) => a - b)).map(
                (step) => (
                  <option key={step} value={step}>
                    {t('pieces', { count: step })}
                  </option>
                ),
              )}
            </select>
          </>
        )}
        <button
          type="button"
          className={styles.linkButton}
          onClick={onRemove}
          disabled={busy}
          aria-label={t('removeLine', { name })}
        >
          {t('remove')}
        </button>
      </div>
      <div className={styles.linePrice}>
        {item.kind === 'sample' ? (
          <span className={styles.muted}>{t('sample')}</span>
        ) : (
          <>
            <strong data-testid="line-total">{money(item.total)}</strong>
            <span className={styles.muted}>{t('perPiece', { price: money(item.unitPrice) })}</span>
          </>
        )}
      </div>
    </li>
  )
}
