import { ProductionBatch } from '@/components/backoffice/production-batch'
import { StaffHeader } from '@/components/backoffice/staff-header'
import { TrackingUpload } from '@/components/backoffice/tracking-upload'
import { staffProductionCandidates } from '@/lib/api/pages/backoffice-desk'
import { requireStaffFor } from '@/lib/api/backoffice/staff-session'
import { T } from '@/lib/backoffice/texts'
import { formatBerlin } from '@/lib/backoffice/time'
import { BRAND_KEYS } from '@/lib/config/brands'

export const dynamic = 'force-dynamic'
export const metadata = { title: T.desk.bulk.heading }

/** Shipping desk (issue 34 point 3): orders into production in one go, and the carriers' tracking CSV. */
export default async function ShippingPage() {
  const session = await requireStaffFor('changeStatus')
  const t = T.desk.bulk
  const waiting = await Promise.all(BRAND_KEYS.map((brand) => staffProductionCandidates(brand)))
  return (
    <>
      <StaffHeader name={session.name} role={session.role} />
      <main className="bo-main">
        <h1>{t.heading}</h1>
        <section className="bo-card" aria-labelledby="tracking-heading">
          <h2 id="tracking-heading">{t.trackingHeading}</h2>
          <p className="bo-muted">{t.trackingIntro}</p>
          <TrackingUpload
            texts={{
              brand: t.brand,
              brands: T.brand,
              file: t.file,
              preview: t.preview,
              apply: t.apply,
              previewHeading: t.previewHeading,
              appliedHeading: t.appliedHeading,
              complete: t.complete,
              partial: t.partial,
              row: t.row,
            }}
          />
        </section>
        {BRAND_KEYS.map((brand, index) => (
          <section key={brand} className="bo-card" aria-labelledby={`production-${brand}`}>
            <h2 id={`production-${brand}`}>
              {t.productionHeading}: {T.brand[brand]}
            </h2>
            <p className="bo-muted">{t.productionIntro}</p>
            <ProductionBatch
              orders={(waiting[index] ?? []).map((o) => ({
                number: o.number,
                customer: o.customer,
                date: formatBerlin(o.createdAt),
                state: `${T.status[o.status]} · ${T.payment[o.paymentMethod as keyof typeof T.payment] ?? o.paymentMethod}`,
              }))}
              texts={{ start: t.start, empty: t.productionEmpty, choose: t.choose }}
            />
          </section>
        ))}
      </main>
    </>
  )
}
