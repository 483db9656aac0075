import { redirect } from 'next/navigation'
import { CodeForm } from '@/components/backoffice/code-form'
import { BACKOFFICE_PATH, requirePendingStaff } from '@/lib/api/backoffice/staff-session'
import { T } from '@/lib/backoffice/texts'

export const dynamic = 'force-dynamic'
export const metadata = { title: T.code.heading }

export default async function StaffCodePage({ searchParams }: { searchParams: Promise<{ error?: string }> }) {
  const session = await requirePendingStaff()
  if (session.totpSecretSealed === null) redirect(`${BACKOFFICE_PATH}/enrol`)
  const { error } = await searchParams
  return (
    <main className="bo-main bo-narrow">
      <div className="bo-card">
        <h1>{T.code.heading}</h1>
        <p>{T.code.intro}</p>
        <CodeForm error={error === 'wrong'} submit={T.code.submit} />
      </div>
    </main>
  )
}
