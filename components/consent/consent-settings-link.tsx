'use client'

import { CONSENT_OPEN_EVENT } from '@/lib/consent/consent'

/** Footer entry that reopens the cookie banner with the purposes shown. */
export function ConsentSettingsLink({ label, className }: { label: string; className?: string }) {
  return (
    <button
      type="button"
      className={className}
      onClick={() => window.dispatchEvent(new Event(CONSENT_OPEN_EVENT))}
    >
      {label}
    </button>
  )
}
