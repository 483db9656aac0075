import { ProductionFilters } from '@/components/backoffice/production-filters'
import { ProductionQueue, type ProductionCard } from '@/components/backoffice/production-queue'
import { StaffHeader } from '@/components/backoffice/staff-header'
import { staffProductionFacets, staffProductionQueue } from '@/lib/api/pages/backoffice-production'
import { BACKOFFICE_PATH, requireStaffFor } from '@/lib/api/backoffice/staff-session'
import { can } from '@/lib/backoffice/permissions'
import { parseProductionFilter } from '@/lib/backoffice/production/filter'
import { PRODUCTION_LIMITS } from '@/lib/backoffice/production/limits'
import type { ProductionFile } from '@/lib/backoffice/production/queue'
import { printFileLabel } from '@/lib/backoffice/production/selection'
import { fill, T } from '@/lib/backoffice/texts'
import { formatBerlin } from '@/lib/backoffice/time'
import { deliveryWindowText } from '@/lib/shop/sales/orders/delivery-window'
import './production.css'

export const dynamic = 'force-dynamic'
export const metadata = { title: T.production.heading }

const BASE = `${BACKOFFICE_PATH}/production`
const t = T.production

function card(file: ProductionFile): ProductionCard {
  return {
    id: file.id,
    label: printFileLabel(file.orderNumber, file.position, file.part),
    orderHref: `${BACKOFFICE_PATH}/orders/${file.orderNumber}`,
    orderNumber: file.orderNumber,
    brand: T.brand[file.brand as keyof typeof T.brand] ?? file.brand,
    product: file.product,
    lineName: file.lineName,
    facts: [
      file.format,
      file.paper,
      fill(t.quantity, { count: file.quantity }),
      file.pageCount ? fill(t.pages, { count: file.pageCount }) : null,
    ].filter((fact): fact is string => Boolean(fact)),
    state: file.state,
    cancelled: file.cancelled,
    reason: file.reason,
    technical: file.technical,
    promised: fill(t.promised, { window: deliveryWindowText(file.promised, 'de-DE') }),
    printed:
      file.printedAt && file.printedBy
        ? fill(t.printedBy, { date: formatBerlin(file.printedAt), name: file.printedBy })
        : null,
    thumbnail:
      file.renderState === 'done' && file.sha256
        ? `${BASE}/thumbnails/${file.id}?v=${file.sha256.slice(0, 16)}`
        : null,
  }
}

/**
 * The production queue (issue 34 point 2, ADR 0091): every print file by state across orders, failed
 * ones first, with thumbnails, filters, a ZIP of the selection and bulk "printed".
 */
export default async function ProductionPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  const session = await requireStaffFor('viewProductionQueue')
  const filter = parseProductionFilter(await searchParams)
  const [queue, facets] = await Promise.all([staffProductionQueue(filter), staffProductionFacets()])
  return (
    <>
      <StaffHeader name={session.name} role={session.role} />
      <main className="bo-main">
        <h1>{t.heading}</h1>
        <p className="bo-muted">{t.intro}</p>
        <section className="bo-card">
          <ProductionFilters filter={filter} counts={queue.counts} facets={facets} />
        </section>
        {queue.truncated ? (
          <p className="bo-notice">{fill(t.truncated, { count: PRODUCTION_LIMITS.visibleFiles })}</p>
        ) : null}
        <ProductionQueue
          files={queue.files.map(card)}
          texts={t}
          base={BASE}
          refreshMs={PRODUCTION_LIMITS.refreshMs}
          canDownload={can(session, 'downloadPrintFiles')}
          canManage={can(session, 'managePrintFiles')}
        />
      </main>
    </>
  )
}
