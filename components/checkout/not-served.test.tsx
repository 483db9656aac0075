// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { NextIntlClientProvider } from 'next-intl'
import { afterEach, describe, expect, it } from 'vitest'
import { messagesFor } from '@/lib/i18n/messages'
import { CartApiError } from '@/components/cart/cart-client'
import { NotServedNotice, notServedOf } from './not-served'

afterEach(cleanup)

const usInGermanShop = new CartApiError(
  422,
  'Aus diesem Shop liefern wir nicht in die USA. Bitte bestellen Sie in unserem US-Shop.',
  'country',
  { key: 'country_not_served', shop: 'us' },
)

describe('a delivery country the shop does not serve (issue 27)', () => {
  it('is read from the 422 with the shop that serves it, and nothing else is', () => {
    expect(notServedOf(usInGermanShop)).toEqual({ message: usInGermanShop.message, shop: 'us' })
    expect(notServedOf(new CartApiError(422, 'Bitte prüfen', 'postcode'))).toBeNull()
    expect(notServedOf(new CartApiError(422, 'x', 'country', { shop: 'xx' }))).toBeNull()
    expect(notServedOf(new Error('network'))).toBeNull()
  })

  it('says so and links to that shop', () => {
    const notServed = notServedOf(usInGermanShop)
    if (!notServed) throw new Error('expected a refusal')
    render(
      <NextIntlClientProvider locale="de-DE" messages={messagesFor('de-DE')}>
        <NotServedNotice notServed={notServed} />
      </NextIntlClientProvider>,
    )
    expect(screen.getByRole('alert').textContent).toContain('nicht in die USA')
    const link = screen.getByRole('link', { name: 'Zum passenden Shop' })
    expect(link.getAttribute('href')).toBe('/us/')
    expect(link.getAttribute('hreflang')).toBe('en-US')
  })
})
