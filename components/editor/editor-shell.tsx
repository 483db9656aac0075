'use client'

import { useState, type ReactNode } from 'react'
import styles from './editor.module.css'

/** One tab of a product profile: its label, an optional count, what to load early, its panel. */
export interface EditorTab {
  key: string
  label: string
  badge?: number
  preload?: () => void
  panel: ReactNode
}

export interface EditorShellProps {
  title: string
  /** The product profile (ADR 0060): its tabs, its workspace and its options column. */
  tabs: readonly EditorTab[]
  workspace: ReactNode
  options: ReactNode
  tabsLabel: string
  optionsLabel: string
  /**
   * Products with many pages (calendars, photo books) show their pages here: under the workspace on
   * a desktop, between the workspace and the bottom sheet on a phone, so a page is always one tap away.
   */
  strip?: ReactNode
}

/**
 * Layout of the design tool for every product: the workspace (canvas or crop frame), the tabs beside
 * it (a bottom sheet on phones) and the options with price and cart. What fills them is the product
 * profile's: the card's (card-editor.tsx), wall art's (wall-art/wall-art-editor.tsx), the calendar's
 * (calendar/calendar-editor.tsx) or the photo book's (photobook/).
 */
export function EditorShell(props: EditorShellProps) {
  const [chosen, setTab] = useState(props.tabs[0]?.key ?? '')
  const current = props.tabs.find((tab) => tab.key === chosen) ?? props.tabs[0]
  return (
    <div className={styles.editor}>
      <h1 className={styles.title}>{props.title}</h1>
      <div className={styles.workspace}>
        {props.workspace}
        {props.strip}
      </div>
      <section className={styles.sheet} aria-label={props.tabsLabel}>
        <div role="tablist" className={styles.tabs}>
          {props.tabs.map((tab) => (
            <button
              key={tab.key}
              type="button"
              role="tab"
              id={`editor-tab-${tab.key}`}
              aria-selected={current?.key === tab.key}
              aria-controls="editor-tabpanel"
              onClick={() => setTab(tab.key)}
              onPointerEnter={tab.preload}
              onFocus={tab.preload}
            >
              {tab.label}
              {tab.badge !== undefined && <span className={styles.badge}>{tab.badge}</span>}
            </button>
          ))}
        </div>
        <div
          role="tabpanel"
          id="editor-tabpanel"
          aria-labelledby={`editor-tab-${current?.key ?? ''}`}
          className={styles.panel}
        >
          {current?.panel}
        </div>
      </section>
      <aside className={styles.options} aria-label={props.optionsLabel}>
        <h2 className={styles.panelHeading}>{props.optionsLabel}</h2>
        {props.options}
      </aside>
    </div>
  )
}
