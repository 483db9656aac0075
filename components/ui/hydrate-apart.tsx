import { Activity, type ReactNode } from 'react'

/**
 * A part of the server-rendered page that React hydrates in its own, interruptible pass (ADR 0033).
 *
 * React hydrates the root of a page in one uninterruptible task: on a phone that is one long task
 * over every element the server rendered. An `<Activity mode="visible">` boundary is left out of
 * that pass and hydrated afterwards at a background priority, in slices of a few milliseconds, so
 * the browser can paint and answer input in between. Unlike `<Suspense>`, an Activity boundary is
 * no streaming boundary: the HTML is the same, complete document, with or without JavaScript.
 * A click or key press inside a part not yet hydrated hydrates that part at once and is replayed.
 */
export function HydrateApart({ children }: { children: ReactNode }) {
  return <Activity mode="visible">{children}</Activity>
}
