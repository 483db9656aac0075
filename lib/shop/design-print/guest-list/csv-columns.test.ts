import { describe, expect, it } from 'vitest'
import { parseCsv } from './csv'

const bytes = (text: string) => new TextEncoder().encode(text)

describe('parseCsv separator guess', () => {
  it.each([
    [
      'two columns with the trailing line break Excel writes',
      'Vorname;Nachname\nAnna;Berg\nBen;Wald\nCem;See\n',
    ],
    ['two columns with CRLF line ends', 'Vorname;Nachname\r\nAnna;Berg\r\nBen;Wald\r\n\r\n'],
    ['two columns without a final line break', 'Vorname;Nachname\nAnna;Berg\nBen;Wald\nCem;See'],
  ])('splits %s at the semicolon', (_name, text) => {
    const table = parseCsv(bytes(text))
    expect(table.separator).toBe(';')
    expect(table.columns).toEqual(['Vorname', 'Nachname'])
    expect(table.rows[0]).toEqual(['Anna', 'Berg'])
  })
})
