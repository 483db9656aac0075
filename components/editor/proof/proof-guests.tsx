'use client'

import { useTranslations } from 'next-intl'
import styles from './proof.module.css'

/**
 * First, previous, next and last guest over the guest list: the proof shows one guest's card at a
 * time, drawn from that guest's print file. The guest ("Gast 3 von 30" and the name from the row)
 * stands over the buttons on a phone and a desktop alike, so a long name has the whole width.
 */
export function ProofGuests({
  guest,
  busy,
  onShow,
}: {
  guest: { number: number; count: number; label: string }
  busy: boolean
  onShow: (guest: number) => void
}) {
  const t = useTranslations('EditorPanels.proof')
  const { number, count } = guest
  const step = (to: number, label: string, symbol: string, disabled: boolean) => (
    <button
      type="button"
      className={styles.guestStep}
      aria-label={label}
      title={label}
      disabled={disabled || busy}
      onClick={() => onShow(to)}
    >
      <span aria-hidden="true">{symbol}</span>
    </button>
  )
  return (
    <div className={styles.guests} role="group" aria-label={t('guestGroup')} data-testid="proof-guests">
      <p className={styles.guestName} aria-live="polite">
        <span data-testid="proof-guest-number">{t('guestOf', { n: number, total: count })}</span>
        {guest.label && (
          <strong data-testid="proof-guest-name" aria-label={t('guestName', { name: guest.label })}>
            {guest.label}
          </strong>
        )}
      </p>
      {step(1, t('firstGuest'), '«', number <= 1)}
      {step(number - 1, t('previousGuest'), '‹', number <= 1)}
      <span className={styles.guestGap} />
      {step(number + 1, t('nextGuest'), '›', number >= count)}
      {step(count, t('lastGuest'), '»', number >= count)}
    </div>
  )
}
