import { afterEach, describe, expect, it } from 'vitest'
import { BRANDS } from '@/lib/config/brands'
import { resetEnvForTests } from '@/lib/env'
import { brandDisplayName } from './brand-name'
import { supportContact } from './support'

afterEach(() => resetEnvForTests())

describe('brand settings over the config defaults', () => {
  it('names the card channel by CARD_BRAND_NAME and the poster brand by its config', () => {
    resetEnvForTests({ APP_ENV: 'test', CARD_BRAND_NAME: 'Papeterie Nord' })
    expect(brandDisplayName('card')).toBe('Papeterie Nord')
    expect(brandDisplayName('poster')).toBe(BRANDS.poster.defaultDisplayName)
  })

  it('takes support contacts from SUPPORT_CONTACTS, else the country default, else the German one', () => {
    const override = { email: 'hilfe@example.org', phone: '+49 30 1234567' }
    resetEnvForTests({ APP_ENV: 'test', SUPPORT_CONTACTS: JSON.stringify({ card: { at: override } }) })
    expect(supportContact('card', 'at')).toEqual(override)
    expect(supportContact('card', 'ch')).toEqual(BRANDS.card.support.ch)
    expect(supportContact('card', 'us')).toEqual(BRANDS.card.support.de)
  })
})
