'use client'

import { useEffect, useRef, useState } from 'react'
import { useShopClientContext } from '@/components/layout/shop-client-provider'

export interface ResponseTexts {
  confirmedHeadline: string
  confirmed: string
  alreadyHeadline: string
  already: string
  invalidHeadline: string
  invalid: string
  unsubscribedHeadline: string
  unsubscribed: string
  toShop: string
  submit?: string
}

type State = 'working' | 'confirmed' | 'invalid' | 'unsubscribed' | 'ask'

/**
 * The result of a newsletter link (spec: "newsletter response" container). Confirmation posts the
 * token from the URL once the page runs in a browser: mail scanners that merely fetch the link do not
 * confirm anybody. Unsubscribing asks for a click first, for the same reason.
 */
export function NewsletterResponse({
  action,
  texts,
}: {
  action: 'confirm' | 'unsubscribe'
  texts: ResponseTexts
}) {
  const { brand, locale, homeHref } = useShopClientContext()
  const [state, setState] = useState<State>(action === 'confirm' ? 'working' : 'ask')

  const started = useRef(false)

  async function send() {
    setState('working')
    setState(await post(action, brand, locale))
  }

  useEffect(() => {
    // One request per page view (the ref also holds through React's development double effect).
    if (action !== 'confirm' || started.current) return
    started.current = true
    void post(action, brand, locale).then(setState)
  }, [action, brand, locale])

  if (state === 'ask') {
    return (
      <button
        className="button"
        type="button"
        onClick={() => void send()}
        data-testid="newsletter-unsubscribe"
      >
        {texts.submit}
      </button>
    )
  }
  const content = {
    working: null,
    confirmed: [texts.confirmedHeadline, texts.confirmed],
    unsubscribed: [texts.unsubscribedHeadline, texts.unsubscribed],
    invalid: [texts.invalidHeadline, texts.invalid],
  }[state]
  return (
    <div role="status" aria-live="polite" data-testid="newsletter-response" data-state={state}>
      {content && (
        <>
          <h2>{content[0]}</h2>
          <p>{content[1]}</p>
          <a className="button" href={homeHref}>
            {texts.toShop}
          </a>
        </>
      )}
    </div>
  )
}

async function post(action: 'confirm' | 'unsubscribe', brand: string, locale: string): Promise<State> {
  const token = new URLSearchParams(window.location.search).get('token') ?? ''
  try {
    const response = await fetch(`/web-api/newsletter-${action}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', channel: brand, locale },
      body: JSON.stringify({ token }),
    })
    const json = (await response.json()) as { status?: string }
    if (json.status === 'confirmed') return 'confirmed'
    return json.status === 'unsubscribed' ? 'unsubscribed' : 'invalid'
  } catch {
    return 'invalid'
  }
}
