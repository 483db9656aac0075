// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { NextIntlClientProvider } from 'next-intl'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { messagesFor } from '@/lib/i18n/messages'
import type { useUploads } from '../use-uploads'
import { PhotoFillPanel } from './photo-fill-panel'

const uploads = { uploads: [], add: vi.fn(), urls: {}, pixels: {} } satisfies ReturnType<typeof useUploads>

function show(canFill: boolean, run = vi.fn()) {
  render(
    <NextIntlClientProvider locale="de-DE" messages={messagesFor('de-DE')} timeZone="Europe/Berlin">
      <PhotoFillPanel
        uploads={uploads}
        canFill={canFill}
        fill={{ testId: 'product-fill', label: 'Mit meinen Fotos füllen', run }}
        hint="Erst Fotos hochladen"
        status={<p role="status">3 Fotos platziert</p>}
        used={new Set()}
        picked={null}
        onPick={vi.fn()}
      >
        <p>Zum Tauschen ziehen</p>
      </PhotoFillPanel>
    </NextIntlClientProvider>,
  )
  return run
}

afterEach(cleanup)

describe('PhotoFillPanel', () => {
  it('fills with the product’s action and shows its hint, status and notes', () => {
    const run = show(true)
    fireEvent.click(screen.getByTestId('product-fill'))
    expect(run).toHaveBeenCalledTimes(1)
    expect(screen.getByText('Erst Fotos hochladen')).toBeTruthy()
    expect(screen.getByRole('status').textContent).toBe('3 Fotos platziert')
    expect(screen.getByText('Zum Tauschen ziehen')).toBeTruthy()
  })

  it('cannot fill without photos', () => {
    show(false)
    expect((screen.getByTestId('product-fill') as HTMLButtonElement).disabled).toBe(true)
  })
})
