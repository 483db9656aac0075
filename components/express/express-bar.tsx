'use client'

import { useLazyComponent } from '@/components/ui/use-lazy-component'
import type { ExpressTextProps } from './express-text'
import styles from './express-bar.module.css'

const loadText = () => import('./express-text').then((module) => module.ExpressText)

/**
 * The header's express line ("Express: bis heute 11:00 Uhr bestellt, Lieferung am Di., 1. Dezember").
 * The header is the same cached HTML for everyone all day, so the promise, which changes at each
 * cut-off, is filled in by the browser from /web-api/express-shop; its line keeps its height meanwhile.
 * Its code loads after hydration: every page has a header, and none needs the line to be interactive.
 */
export function ExpressBar(props: ExpressTextProps) {
  const Text = useLazyComponent(loadText)
  return (
    <p className={styles.bar} data-testid="express-bar">
      {/* eslint-disable-next-line react-hooks/static-components -- loaded once into state, then stable */}
      {Text && <Text {...props} />}
    </p>
  )
}
