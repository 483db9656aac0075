import { BACKOFFICE_PATH } from '@/lib/api/backoffice/staff-session'
import {
  PRODUCTION_TABS,
  productionQueryString,
  type ProductionFilter,
} from '@/lib/backoffice/production/filter'
import type { FacetOption } from '@/lib/backoffice/production/queue'
import { T } from '@/lib/backoffice/texts'

const PAGE = `${BACKOFFICE_PATH}/production`
const t = T.production

function Select({
  name,
  label,
  options,
  value,
}: {
  name: string
  label: string
  options: readonly FacetOption[]
  value: string | undefined
}) {
  return (
    <label>
      {label}
      <select name={name} defaultValue={value ?? ''}>
        <option value="">{t.filter.any}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  )
}

/** The queue's tabs (each with its count under the same filters) and the filters, as plain links and a GET form. */
export function ProductionFilters({
  filter,
  counts,
  facets,
}: {
  filter: ProductionFilter
  counts: Record<(typeof PRODUCTION_TABS)[number], number>
  facets: { products: FacetOption[]; papers: FacetOption[]; formats: FacetOption[] }
}) {
  return (
    <>
      <form method="get" action={PAGE} className="bo-filters" aria-label={t.filter.legend}>
        {filter.tab !== 'all' ? <input type="hidden" name="tab" value={filter.tab} /> : null}
        <Select name="product" label={t.filter.product} options={facets.products} value={filter.product} />
        <Select name="paper" label={t.filter.paper} options={facets.papers} value={filter.paper} />
        <Select name="format" label={t.filter.format} options={facets.formats} value={filter.format} />
        <label>
          {t.filter.promisedBy}
          <input type="date" name="promisedBy" defaultValue={filter.promisedBy ?? ''} />
        </label>
        <div className="bo-actions">
          <button type="submit">{t.filter.apply}</button>
          <a className="bo-button bo-secondary" href={`${PAGE}${productionQueryString({ tab: filter.tab })}`}>
            {t.filter.reset}
          </a>
        </div>
      </form>
      <nav className="bo-tabs production-tabs" aria-label={t.tabsLabel}>
        {PRODUCTION_TABS.map((tab) => (
          <a
            key={tab}
            href={`${PAGE}${productionQueryString({ ...filter, tab })}`}
            aria-current={tab === filter.tab ? 'page' : undefined}
          >
            {t.tabs[tab]} ({counts[tab]})
          </a>
        ))}
      </nav>
    </>
  )
}
