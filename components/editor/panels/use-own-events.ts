'use client'

import { useEffect, useState } from 'react'

/** One of the signed-in customer's events whose page a QR code can lead to. */
export type OwnEventPage = { id: string; title: string; eventDate: string; published: boolean; url: string }

/** 'signed-out': no customer (the list needs the account); null while it loads or when it failed. */
export type OwnEvents = OwnEventPage[] | 'signed-out' | null

type ListAnswer = {
  items?: { id: string; title: string; eventDate: string; state: string; pagePath: string }[]
}

/**
 * The customer's events for the QR panel's "Event-Seite" (ADR 0097) and the guest-list panel's event
 * list (ADR 0094), from the event portal's own list
 * (GET /web-api/events, signed-in only). The page's address is absolute on the shop's origin: the
 * design tool runs on the card brand, where the event pages are.
 */
export function useOwnEvents(): OwnEvents {
  const [events, setEvents] = useState<OwnEvents>(null)
  useEffect(() => {
    const controller = new AbortController()
    fetch('/web-api/events', { signal: controller.signal, headers: { accept: 'application/json' } })
      .then(async (response) => {
        if (response.status === 401) return setEvents('signed-out')
        if (!response.ok) return
        const body = (await response.json()) as ListAnswer
        setEvents(
          (body.items ?? []).map((event) => ({
            id: event.id,
            title: event.title,
            eventDate: event.eventDate,
            published: event.state === 'published',
            url: new URL(event.pagePath, window.location.origin).href,
          })),
        )
      })
      // Offline or aborted: the panel still offers a typed address.
      .catch(() => undefined)
    return () => controller.abort()
  }, [])
  return events
}
