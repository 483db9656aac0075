import { describe, expect, it } from 'vitest'
import { csvDocument } from './csv'

/** The data line of a one-column document holding `value`. */
const cellOf = (value: string | number | null) =>
  csvDocument(['x'], [[value]]).slice('\uFEFFx\r\n'.length, -2)

describe('CSV writer (papaparse unparse, formulas neutralised)', () => {
  it.each([
    ['plain', 'plain'],
    ['=HYPERLINK("http://x")', `"'=HYPERLINK(""http://x"")"`],
    ['+49 30 123', "'+49 30 123"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=1', "'\t=1"],
    ['\r=1', `"'\r=1"`],
    // papaparse's own escapeFormulae misses this one (its pattern stops at the line break).
    ['=HYPERLINK("http://x")\nZeile 2', `"'=HYPERLINK(""http://x"")\nZeile 2"`],
    ['a;b', '"a;b"'],
    ['Zeile 1\nZeile 2', '"Zeile 1\nZeile 2"'],
    ['Sag "Hallo"', '"Sag ""Hallo"""'],
    [' Leerzeichen ', '" Leerzeichen "'],
    ['Müller', 'Müller'],
    [null, ''],
    [1234, '1234'],
    [-5, '-5'],
  ])('%j → %s', (value, cell) => {
    expect(cellOf(value)).toBe(cell)
  })

  it('writes a BOM, semicolons and CRLF after every line, the header alone too', () => {
    expect(csvDocument(['Nr', 'Name'], [['KS-1', 'Anna']])).toBe('\uFEFFNr;Name\r\nKS-1;Anna\r\n')
    expect(
      csvDocument(
        ['Nr', 'Name'],
        [
          ['KS-1', '=b'],
          ['KS-2', null],
        ],
      ),
    ).toBe("\uFEFFNr;Name\r\nKS-1;'=b\r\nKS-2;\r\n")
    expect(csvDocument(['Nr', 'Name'], [])).toBe('\uFEFFNr;Name\r\n')
  })
})
