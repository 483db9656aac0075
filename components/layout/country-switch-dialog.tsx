'use client'

import { useEffect, useRef, useState } from 'react'
import {
  COUNTRY_HINT_COOKIE,
  hintLanguages,
  suggestedShop,
  type ShopOption,
} from '@/lib/routing/country-hint'
import { localizedPathWith } from '@/lib/routing/localized-path'
import type { RouteTable } from '@/lib/config/routes'
import styles from './country-switch-popup.module.css'
import { useCurrentRoute } from './use-current-route'

export interface ShopHint extends ShopOption {
  code: string
  /** The shop's route names (routeNamesOf): data from the server, so the table is not client code. */
  routeNames?: RouteTable
  /** The pop-up's texts in this shop's language, placeholders filled. */
  texts: { title: string; text: string; go: string; stay: string }
}

export interface CountrySwitchProps {
  current: string
  shops: ShopHint[]
  trailingSlash: boolean
  desktop: boolean
}
type Props = CountrySwitchProps

/** /api/get-location/'s answer (lib/api/location/endpoint.ts). */
interface LocationAnswer {
  country: string | null
  language: string | null
}

const ONE_YEAR = 60 * 60 * 24 * 365

function remember(secure: boolean) {
  document.cookie = `${COUNTRY_HINT_COOKIE}=1; Max-Age=${ONE_YEAR}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`
}

/**
 * Offers the national shop that matches the visitor's country and language (the server's hint) when it
 * differs from the current one. Shown once: either choice is remembered in a cookie. Loaded by CountrySwitchPopup
 * only for a visitor who has not chosen yet.
 */
export function CountrySwitchDialog({ current, shops, trailingSlash, desktop }: Props) {
  const route = useCurrentRoute()
  const [target, setTarget] = useState<Props['shops'][number]>()
  const dialog = useRef<HTMLDialogElement>(null)

  useEffect(() => {
    // The server's hint (/api/get-location/: the CDN's country where configured, else the browser's
    // language region). Without an answer nothing is offered: a pop-up on a guess is worse than none.
    const controller = new AbortController()
    fetch('/api/get-location/', { signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<LocationAnswer>) : null))
      .then((hint) => {
        const match = hint && suggestedShop(hintLanguages(hint), current, shops)
        if (match) setTarget(shops.find((s) => s.segment === match.segment))
      })
      .catch(() => undefined)
    return () => controller.abort()
  }, [current, shops])

  useEffect(() => {
    if (target && dialog.current && !dialog.current.open) dialog.current.showModal()
  }, [target])

  if (!target) return null
  const { texts } = target
  const secure = location.protocol === 'https:'
  return (
    <dialog
      ref={dialog}
      className="modal"
      lang={target.code}
      aria-labelledby="country-switch-title"
      onClose={() => remember(secure)}
    >
      <h2 id="country-switch-title">{texts.title}</h2>
      <p>{texts.text}</p>
      <div className={styles.actions}>
        <a
          className="button"
          href={localizedPathWith(target.routeNames, target.segment, route, { desktop, trailingSlash })}
          onClick={() => remember(secure)}
        >
          {texts.go}
        </a>
        <button className="button button--ghost" type="button" onClick={() => dialog.current?.close()}>
          {texts.stay}
        </button>
      </div>
    </dialog>
  )
}
