import { describe, expect, it } from 'vitest'
import { MESSAGE_FILES, messagesFor, type MessageTree } from './messages'
import { regionalSpelling } from './spelling'

const us = (text: string) => regionalSpelling(text, 'en-US')

function texts(tree: MessageTree): string[] {
  return Object.values(tree).flatMap((value) => (typeof value === 'string' ? [value] : texts(value)))
}

/** Words an American reader takes for British; every en-US text must be free of them. */
const BRITISH =
  /\b(\w*colour\w*|favourit\w*|personalis\w*|customis\w*|organis\w*|centre\w*|grey\w*|catalogue\w*|cancelled|\w*metre\w*|jewellery|aluminium|matt)\b/i

describe('regional spelling', () => {
  it('writes ss for ß in Switzerland and leaves the other German locales alone', () => {
    expect(regionalSpelling('Grüße', 'de-CH')).toBe('Grüsse')
    expect(regionalSpelling('Grüße', 'de-AT')).toBe('Grüße')
  })

  it('writes American spelling in en-US, keeping the case, and British in en-GB', () => {
    expect(us('Your favourite colours, personalised')).toBe('Your favorite colors, personalized')
    expect(us('Colour: Grey. COLOUR, multicoloured')).toBe('Color: Gray. COLOR, multicolored')
    expect(us('Centred text, 30 centimetres, matt paper')).toBe('Centered text, 30 centimeters, matte paper')
    expect(us('The order was cancelled; see the catalogue')).toBe('The order was canceled; see the catalog')
    expect(regionalSpelling('Your favourite colours', 'en-GB')).toBe('Your favourite colours')
    expect(us('For you, Mum: our holiday photos, MUMS')).toBe('For you, Mom: our vacation photos, MOMS')
    expect(us('Holiday: a bank holiday, public holidays')).toBe('Vacation: a bank holiday, public holidays')
    expect(us('Mumbai, chrysanthemum, holidaymaker')).toBe('Mumbai, chrysanthemum, holidaymaker')
  })

  it('leaves words that only look alike, ICU arguments, links and keys alone', () => {
    expect(us('Advise, surprise, an hour on tour, our cancellation')).toBe(
      'Advise, surprise, an hour on tour, our cancellation',
    )
    expect(us('{colour} screw, colour')).toBe('{colour} screw, color')
    expect(us('{ colour } screw')).toBe('{ colour } screw')
    for (const key of ['premium-matt', '/us/colour-prints', 'https://example.com/grey', 'multicolour_key'])
      expect(us(key)).toBe(key)
  })

  it('leaves no British spelling in the en-US messages and keeps every ICU argument', () => {
    const all = texts(messagesFor('en-US') as unknown as MessageTree)
    expect(all.filter((text) => BRITISH.test(text.replace(/\{\s*\w+/g, '{')))).toEqual([])
    // Respelling an en-GB text never renames an ICU argument or select branch.
    for (const text of texts(MESSAGE_FILES['en-GB']))
      expect(us(text).match(/\{\s*\w+/g)).toEqual(text.match(/\{\s*\w+/g))
  })
})
