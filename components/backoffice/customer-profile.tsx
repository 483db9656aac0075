import { eraseCustomerAction } from '@/lib/api/backoffice/actions/erase-customer'
import { BACKOFFICE_PATH } from '@/lib/api/backoffice/staff-session'
import type { CustomerProfile } from '@/lib/backoffice/customers'
import { fill, T } from '@/lib/backoffice/texts'
import { formatBerlin } from '@/lib/backoffice/time'
import { money } from './money'

const brandName = (brand: string) => T.brand[brand as keyof typeof T.brand] ?? brand
const consentState = (status: string) =>
  T.customers.consentState[status as keyof typeof T.customers.consentState] ?? status

/** The customer view's sections as cards (orders, address book, designs, consent). */
export function CustomerSections({ profile, showMoney }: { profile: CustomerProfile; showMoney: boolean }) {
  return (
    <>
      <section className="bo-card" aria-labelledby="customer-orders">
        <h2 id="customer-orders">{T.customers.ordersHeading}</h2>
        {profile.orders.length === 0 ? <p>{T.customers.noOrders}</p> : null}
        <ul className="bo-plain-list">
          {profile.orders.map((order) => (
            <li key={order.number} data-testid="customer-order">
              <a href={`${BACKOFFICE_PATH}/orders/${order.number}`}>{order.number}</a> ·{' '}
              {formatBerlin(order.createdAt)} · {brandName(order.brand)} ·{' '}
              <span className="bo-badge" data-state={order.status}>
                {T.status[order.status]}
              </span>
              {showMoney ? ` · ${money(order.total, order.currency)}` : ''}
            </li>
          ))}
        </ul>
      </section>
      <section className="bo-card" aria-labelledby="customer-addresses">
        <h2 id="customer-addresses">{T.customers.addresses}</h2>
        {profile.addresses.length === 0 ? <p>{T.customers.noAddresses}</p> : null}
        <ul className="bo-plain-list">
          {profile.addresses.map((a) => (
            <li key={a.id}>
              {[
                `${a.firstName} ${a.lastName}`,
                a.company,
                a.street,
                a.addition,
                `${a.postcode} ${a.city}${a.state ? ` ${a.state}` : ''}`,
                a.country,
              ]
                .filter(Boolean)
                .join(', ')}
            </li>
          ))}
        </ul>
      </section>
      <section className="bo-card" aria-labelledby="customer-designs">
        <h2 id="customer-designs">{T.customers.designs}</h2>
        {profile.designs.length === 0 ? <p>{T.customers.noDesigns}</p> : null}
        <ul className="bo-plain-list">
          {profile.designs.map((d) => (
            <li key={d.id}>
              {d.customName ?? d.productType} · {d.format} · {formatBerlin(new Date(d.updatedAt))}
            </li>
          ))}
        </ul>
      </section>
      <section className="bo-card" aria-labelledby="customer-consent">
        <h2 id="customer-consent">{T.customers.consent}</h2>
        {profile.newsletter.length === 0 ? <p>{T.customers.noConsent}</p> : null}
        <ul className="bo-plain-list">
          {profile.newsletter.map((n) => (
            <li key={n.brand}>
              {fill(T.customers.consentSince, {
                brand: brandName(n.brand),
                state: consentState(n.status),
                date: formatBerlin(n.since),
              })}
            </li>
          ))}
        </ul>
      </section>
    </>
  )
}

/** Erasure on request (owners): blocked while orders are open, confirmed by typing the address. */
export function EraseCustomer({ profile }: { profile: CustomerProfile }) {
  return (
    <section className="bo-card" aria-labelledby="customer-erase">
      <h2 id="customer-erase">{T.customers.eraseHeading}</h2>
      <p className="bo-muted">{T.customers.eraseIntro}</p>
      {profile.openOrders.length > 0 ? (
        <p>{fill(T.customers.eraseBlocked, { numbers: profile.openOrders.join(', ') })}</p>
      ) : (
        <form action={eraseCustomerAction}>
          <input type="hidden" name="customer" value={profile.id} />
          <label htmlFor="confirmEmail">{T.customers.eraseConfirm}</label>
          <input id="confirmEmail" name="confirmEmail" type="email" required autoComplete="off" />
          <p>
            <button type="submit">{T.customers.erase}</button>
          </p>
        </form>
      )}
    </section>
  )
}
