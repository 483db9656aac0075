'use client'

import { useState } from 'react'
import type { FlagOrigin, Treatment } from '@/lib/config/flags'
import type { FlagOverrides } from '@/lib/flags/overrides'
import type { Messages } from '@/lib/i18n/messages'
import styles from './flag-debug-panel.module.css'

interface Props {
  overrides: FlagOverrides
  features: Record<string, Treatment>
  origins: Record<string, FlagOrigin>
  texts: Messages['FlagDebug']
}

/** QA panel (?flagsDebug=1): every flag the page evaluated, its treatment and where it came from. */
export function FlagDebugPanel({ overrides, features, origins, texts }: Props) {
  const [open, setOpen] = useState(true)
  if (!open) return null
  const names = Object.keys(features).sort()
  // The visitor's own override wins over what a cached story page could know (StoryFlagStore).
  const originOf = (name: string): FlagOrigin =>
    !overrides.disabled && (overrides.forced as Record<string, string | undefined>)[name]
      ? 'override'
      : (origins[name] ?? 'default')
  return (
    <aside className={styles.panel} aria-labelledby="flag-debug-title" data-testid="flag-debug">
      <h2 id="flag-debug-title" className={styles.title}>
        {texts.title}
      </h2>
      {overrides.disabled && <p>{texts.disabled}</p>}
      {names.length === 0 ? (
        <p>{texts.none}</p>
      ) : (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{texts.flag}</th>
              <th scope="col">{texts.treatment}</th>
              <th scope="col">{texts.origin}</th>
            </tr>
          </thead>
          <tbody>
            {names.map((name) => (
              <tr key={name}>
                <td>{name}</td>
                <td>{features[name]}</td>
                <td>{texts.origins[originOf(name)]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <button type="button" className="button button--ghost" onClick={() => setOpen(false)}>
        {texts.close}
      </button>
    </aside>
  )
}
