import { redirect } from 'next/navigation'
import QRCode from 'qrcode'
import { CodeForm } from '@/components/backoffice/code-form'
import { BACKOFFICE_PATH, requirePendingStaff } from '@/lib/api/backoffice/staff-session'
import { pendingSecret } from '@/lib/backoffice/sign-in'
import { T } from '@/lib/backoffice/texts'
import { otpauthUri } from '@/lib/backoffice/totp'

export const dynamic = 'force-dynamic'
export const metadata = { title: T.enrol.heading }

/** First sign-in of a staff member: the new secret as a QR code (and as text), confirmed by a code. */
export default async function StaffEnrolPage({
  searchParams,
}: {
  searchParams: Promise<{ error?: string }>
}) {
  const session = await requirePendingStaff()
  const secret = pendingSecret(session)
  if (!secret) redirect(`${BACKOFFICE_PATH}/verify`)
  const uri = otpauthUri(secret, session.email, 'Shop Backoffice')
  const qr = await QRCode.toDataURL(uri, { errorCorrectionLevel: 'M', margin: 2, scale: 6 })
  const { error } = await searchParams
  return (
    <main className="bo-main bo-narrow">
      <div className="bo-card">
        <h1>{T.enrol.heading}</h1>
        <p>{T.enrol.intro}</p>
        {/* A data URL made on the server: nothing is fetched, the secret never leaves this response. */}
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img className="bo-qr" src={qr} alt={T.enrol.qrAlt} width={224} height={224} />
        <p className="bo-muted">{T.enrol.manual}</p>
        <p className="bo-code" data-testid="totp-secret">
          {secret.match(/.{1,4}/g)?.join(' ')}
        </p>
        <CodeForm error={error === 'wrong'} submit={T.code.submit} />
      </div>
    </main>
  )
}
