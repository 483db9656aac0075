// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { NextIntlClientProvider } from 'next-intl'
import { afterEach, expect, it, vi } from 'vitest'
import { messagesFor } from '@/lib/i18n/messages'
import { AccountDesigns } from './account-designs'
import { myDesign } from './testing/my-design'

// The router's refresh is dropped here, as Next's router may drop it while a prefetch is on its way.
const refresh = vi.fn()
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }))

const ITEM = myDesign({ id: 'b4f7c0de-0000-4000-8000-000000000002', revision: 1 })

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

it('a deleted design leaves the list at once, whether or not the refresh comes back', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(null, { status: 200 })),
  )
  vi.stubGlobal('confirm', () => true)
  render(
    <NextIntlClientProvider locale="de-DE" messages={messagesFor('de-DE')} timeZone="Europe/Berlin">
      <AccountDesigns items={[ITEM]} editorHref="/de/configurator-card" />
    </NextIntlClientProvider>,
  )
  fireEvent.click(screen.getByRole('button', { name: 'Löschen' }))
  expect(await screen.findByTestId('account-designs-empty')).toBeTruthy()
  expect(refresh).toHaveBeenCalled()
})
