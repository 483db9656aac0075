import { BRAND_KEYS } from '@/lib/config/brands'
import { DELIVERY_COUNTRIES } from '@/lib/config/shipping'
import { countryName } from '@/lib/shop/customers/address-format'
import { BACKOFFICE_PATH } from '@/lib/api/backoffice/staff-session'
import { filterQuery, type OrderFilter } from '@/lib/backoffice/orders-query'
import { T } from '@/lib/backoffice/texts'
import { ORDER_STATUSES } from '@/lib/model/orders'

/** A GET form: the filter is in the URL, so a filtered list can be bookmarked and shared. */
export function OrderFilters({ filter }: { filter: OrderFilter }) {
  return (
    <form className="bo-card bo-filters" method="get" action={BACKOFFICE_PATH} role="search">
      <div>
        <label htmlFor="q">{T.list.search}</label>
        <input id="q" name="q" type="search" defaultValue={filter.q ?? ''} maxLength={100} />
      </div>
      <div>
        <label htmlFor="status">{T.list.status}</label>
        <select id="status" name="status" defaultValue={filter.status ?? ''}>
          <option value="">{T.list.all}</option>
          {ORDER_STATUSES.map((s) => (
            <option key={s} value={s}>
              {T.status[s]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="brand">{T.list.brand}</label>
        <select id="brand" name="brand" defaultValue={filter.brand ?? ''}>
          <option value="">{T.list.all}</option>
          {BRAND_KEYS.map((b) => (
            <option key={b} value={b}>
              {T.brand[b]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="country">{T.list.country}</label>
        <select id="country" name="country" defaultValue={filter.country ?? ''}>
          <option value="">{T.list.all}</option>
          {/* Every country an order can ship to, the US shop's too, by its German name. */}
          {DELIVERY_COUNTRIES.map((c) => (
            <option key={c} value={c}>
              {countryName(c, 'de-DE')}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="from">{T.list.from}</label>
        <input id="from" name="from" type="date" defaultValue={filter.from ?? ''} />
      </div>
      <div>
        <label htmlFor="to">{T.list.to}</label>
        <input id="to" name="to" type="date" defaultValue={filter.to ?? ''} />
      </div>
      <div className="bo-actions">
        <button type="submit">{T.list.filter}</button>
        <a className="bo-button bo-secondary" href={BACKOFFICE_PATH}>
          {T.list.reset}
        </a>
        <a
          className="bo-button bo-secondary"
          href={`${BACKOFFICE_PATH}/orders.csv${filterQuery(filter, { page: 1 })}`}
          download
        >
          {T.list.export}
        </a>
      </div>
    </form>
  )
}
