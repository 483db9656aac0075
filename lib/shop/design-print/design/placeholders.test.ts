import { describe, expect, it } from 'vitest'
import {
  escapePlaceholderSyntax,
  findPlaceholders,
  isValidPlaceholderName,
  parsePlaceholders,
  placeholderKey,
  substitutePlaceholders,
} from './placeholders'

describe('findPlaceholders', () => {
  it.each<[string, string[]]>([
    ['Hallo {{Vorname}}!', ['Vorname']],
    ['{{Vorname}} {{Nachname}} {{Vorname}}', ['Vorname', 'Nachname']],
    ['{{ Straße und Nr }}', ['Straße und Nr']],
    ['{{PLZ-Ort}}, {{Tisch 12}}', ['PLZ-Ort', 'Tisch 12']],
    ['{{Größe}} {{Äpfel}} {{Œuvre}} {{Zoë}}', ['Größe', 'Äpfel', 'Œuvre', 'Zoë']],
    ['{{vorname}} and {{VORNAME}} are one field', ['vorname']],
    ['{{Vor   name}}', ['Vor name']],
    ['no fields here', []],
    ['{{}} {{ }} {{-x}} {{a<b}} {{a_b}} {{a.b}}', []],
    ['{{Vorname}', []],
    ['{{Vorname\n}}', []],
    [`{{${'a'.repeat(41)}}}`, []],
    [`{{${'a'.repeat(40)}}}`, ['a'.repeat(40)]],
    ['{{{Vorname}}}', ['Vorname']],
    ['\\{{Vorname}}', []],
    ['\\\\{{Vorname}}', ['Vorname']],
  ])('%j → %j', (text, names) => {
    expect(findPlaceholders(text)).toEqual(names)
  })
})

describe('substitutePlaceholders', () => {
  const row = { Vorname: 'Anna', 'Nachname ': 'Müller', Tisch: '' }

  it.each<[string, string]>([
    ['Liebe {{Vorname}} {{Nachname}}', 'Liebe Anna Müller'],
    ['{{ vorname }}', 'Anna'],
    ['Tisch: {{Tisch}}.', 'Tisch: .'],
    ['{{{Vorname}}}', '{Anna}'],
    ['\\{{Vorname}}', '{{Vorname}}'],
    ['\\\\{{Vorname}}', '\\Anna'],
    ['\\\\\\{{Vorname}}', '\\{{Vorname}}'],
    ['C:\\Pfad {{Vorname}}', 'C:\\Pfad Anna'],
    ['{{a<b}} stays', '{{a<b}} stays'],
    ['{{Ort}} fehlt', '{{Ort}} fehlt'],
  ])('%j → %j', (text, expected) => {
    expect(substitutePlaceholders(text, row).text).toBe(expected)
  })

  it('reports missing fields and used columns', () => {
    const result = substitutePlaceholders('{{Vorname}} {{Ort}} {{ort}} {{PLZ}}', row)
    expect(result.missing).toEqual(['Ort', 'PLZ'])
    expect(result.used).toEqual(['Vorname'])
  })

  it("blanks missing fields with missing: 'empty'", () => {
    expect(substitutePlaceholders('[{{Ort}}]', row, { missing: 'empty' }).text).toBe('[]')
  })

  it('inserts values verbatim and never re-scans them', () => {
    const result = substitutePlaceholders('{{Vorname}}', { Vorname: '{{Nachname}} \\{{x}}', Nachname: 'X' })
    expect(result.text).toBe('{{Nachname}} \\{{x}}')
  })

  it('prefers the first of two columns that differ only in case', () => {
    expect(substitutePlaceholders('{{Name}}', { name: 'first', NAME: 'second' }).text).toBe('first')
  })
})

describe('names and keys', () => {
  it.each<[string, boolean]>([
    ['Vorname', true],
    [' Vorname ', true],
    ['Straße 2', true],
    ['e-mail', true],
    ['-name', false],
    ['', false],
    ['a_b', false],
    ['a\tb', false],
  ])('isValidPlaceholderName(%j) is %s', (name, valid) => {
    expect(isValidPlaceholderName(name)).toBe(valid)
  })

  it('normalises case, spaces and Unicode composition', () => {
    expect(placeholderKey('  Grüße   an ')).toBe('grüsse an')
    expect(placeholderKey('STRASSE')).toBe(placeholderKey('Straße'))
    expect(placeholderKey('Gru\u0308ße')).toBe(placeholderKey('Grüße'))
  })

  it('parses into text and field segments', () => {
    expect(parsePlaceholders('Hi {{ Vorname }}!')).toEqual([
      { kind: 'text', text: 'Hi ' },
      { kind: 'placeholder', name: 'Vorname', key: 'vorname' },
      { kind: 'text', text: '!' },
    ])
  })
})

describe('escapePlaceholderSyntax', () => {
  it.each(['{{Vorname}}', '\\{{x}}', '{{{{', 'a\\', '{\\{{Name}}', 'plain'])('%j prints as typed', (text) => {
    expect(
      substitutePlaceholders(escapePlaceholderSyntax(text), { Vorname: 'X', Name: 'Y', x: 'Z' }).text,
    ).toBe(text)
  })
})
