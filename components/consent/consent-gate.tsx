import { CONSENT_GATE_SCRIPT } from '@/lib/consent/consent-gate'

/**
 * Rendered by the server right before the cookie banner, so it runs before the banner can paint
 * (ADR 0030). A server component: the browser gets the script with the HTML and no code for it.
 */
export function ConsentGate() {
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: CONSENT_GATE_SCRIPT }} />
      {/* Without JavaScript nothing measures or advertises, so there is nothing to consent to, and
          the banner's buttons could not answer: it stays hidden, as before it was server-rendered. */}
      <noscript dangerouslySetInnerHTML={{ __html: NO_SCRIPT_STYLE }} />
    </>
  )
}

const NO_SCRIPT_STYLE = '<style>[data-consent-banner]{display:none}</style>'
