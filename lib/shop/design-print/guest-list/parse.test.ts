import { describe, expect, it } from 'vitest'
import { parseGuestList } from './parse'
import { cp1252, utf8, xlsx, zip } from './testing/files'

const rejects = async (bytes: Uint8Array, status: number, message: RegExp) => {
  const error = await parseGuestList(bytes).catch((e: unknown) => e)
  expect(error).toMatchObject({ status })
  expect((error as Error).message).toMatch(message)
}

describe('CSV guest lists', () => {
  const text = 'Vorname;Nachname;Straße\nJürgen;Müller;Hauptstraße 5\nÄnne;Weiß;Großer Ring 1\n'

  it.each([
    ['UTF-8', utf8(text), 'utf-8'],
    ['UTF-8 with BOM', utf8(`\uFEFF${text}`), 'utf-8'],
    ['Windows-1252', cp1252(text), 'windows-1252'],
  ])('reads %s with umlauts and ß', async (_name, bytes, encoding) => {
    const list = await parseGuestList(bytes)
    expect(list).toMatchObject({
      format: 'csv',
      encoding,
      separator: ';',
      columns: ['Vorname', 'Nachname', 'Straße'],
    })
    expect(list.rows).toEqual([
      ['Jürgen', 'Müller', 'Hauptstraße 5'],
      ['Änne', 'Weiß', 'Großer Ring 1'],
    ])
    expect(list.problems).toEqual([])
  })

  it('reads a file whose lines come in both encodings', async () => {
    const bytes = new Uint8Array([...utf8('Name,Ort\nJürgen,Köln\n'), ...cp1252('Björn,Düsseldorf\n')])
    const list = await parseGuestList(bytes)
    expect(list.encoding).toBe('mixed')
    expect(list.rows).toEqual([
      ['Jürgen', 'Köln'],
      ['Björn', 'Düsseldorf'],
    ])
  })

  it('detects comma separators and quoted cells with separators inside', async () => {
    const list = await parseGuestList(utf8('Name,Adresse\n"Meier, Hans","Weg 1; Haus 2"\r\n'))
    expect(list.separator).toBe(',')
    expect(list.rows).toEqual([['Meier, Hans', 'Weg 1; Haus 2']])
  })

  it('reports formulas, long cells and extra cells by spreadsheet row number, skipping blank lines', async () => {
    const csv = [
      'Name;Tisch',
      'Anna;1',
      '',
      '=HYPERLINK("http://x");2',
      '@SUM(A1);3',
      'Bob;-',
      'Tel;+49 30 1234',
      `${'x'.repeat(400)};4`,
      'Eva;5;extra',
    ]
    const list = await parseGuestList(utf8(csv.join('\n')))
    expect(list.rows).toHaveLength(7)
    expect(list.problems.map((p) => [p.row, p.code])).toEqual([
      [4, 'formula'],
      [5, 'formula'],
      [8, 'too-long'],
      [9, 'extra-cells'],
    ])
    expect(list.problems[0]?.message).toMatch(/^Row 4, Name: .*looks like a formula/)
    expect(list.rowNumbers).toEqual([2, 4, 5, 6, 7, 8, 9])
  })

  it.each([
    ['a duplicate heading', 'Name;Ort;name\na;b;c', /column "name" appears twice \(as "Name"\)/],
    ['an empty heading', 'Name;;Ort\na;b;c', /Column 2 has no name/],
    ['a formula heading', '=1+1;Ort\na;b', /looks like a formula/],
    ['an unclosed quote', 'Name;Ort\n"Anna;Köln\nBob;Bonn', /quote/],
    ['only blank lines', '\n\n', /empty/],
  ])('refuses %s', async (_name, csv, message) => {
    await rejects(utf8(csv), 422, message)
  })

  it('refuses more than 5000 rows but reads 5000 quickly', async () => {
    const rows = (n: number) =>
      [
        'Vorname;Nachname;Tisch',
        ...Array.from({ length: n }, (_, i) => `Gäst ${i};Müller-Lüdenscheidt;${i % 40}`),
      ].join('\n')
    await rejects(utf8(rows(5001)), 422, /5001 rows; at most 5000/)
    const started = performance.now()
    const list = await parseGuestList(utf8(rows(5000)))
    const ms = performance.now() - started
    expect(list.rows).toHaveLength(5000)
    // A guard against accidental quadratic work, not a benchmark: it takes about 50 ms.
    expect(ms).toBeLessThan(3000)
  })

  it('refuses files over 5 MB, empty files, binary files and old .xls', async () => {
    await rejects(new Uint8Array(5 * 1024 * 1024 + 1).fill(65), 413, /larger than 5 MB/)
    await rejects(new Uint8Array(), 400, /empty/)
    await rejects(new Uint8Array([0x00, 0x01, 0x02]), 415, /not a text/)
    await rejects(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1]), 415, /\.xls/)
  })
})

describe('Excel guest lists', () => {
  it('reads the first sheet with umlauts, numbers and dates', async () => {
    const bytes = await xlsx([
      ['Vorname', 'Nachname', 'Tisch', 'Geburtstag'],
      ['Jürgen', 'Weiß', 3, new Date('1990-05-17T00:00:00Z')],
      [],
      ['Ännchen', 'Groß', 12, null],
    ])
    const list = await parseGuestList(bytes)
    expect(list).toMatchObject({ format: 'xlsx', columns: ['Vorname', 'Nachname', 'Tisch', 'Geburtstag'] })
    expect(list.rows).toEqual([
      ['Jürgen', 'Weiß', '3', '1990-05-17'],
      ['Ännchen', 'Groß', '12', ''],
    ])
    expect(list.rowNumbers).toEqual([2, 4])
  })

  it('reports formula cells and formula-looking text by row', async () => {
    const bytes = await xlsx(
      [
        ['Name', 'Summe'],
        ['Anna', 1],
        ['Bob', 2],
        ['=cmd|x', 3],
      ],
      (sheet) => {
        sheet.getCell('B3').value = { formula: 'B2*2', result: 2 }
      },
    )
    const list = await parseGuestList(bytes)
    expect(list.problems.map((p) => [p.row, p.column, p.code])).toEqual([
      [3, 'Summe', 'formula'],
      [4, 'Name', 'formula'],
    ])
  })

  it('reads 5000 rows and refuses 5001', async () => {
    const rows = (n: number) => [
      ['Vorname', 'Tisch'],
      ...Array.from({ length: n }, (_, i) => [`Gäst ${i}`, i % 40]),
    ]
    expect((await parseGuestList(await xlsx(rows(5000)))).rows).toHaveLength(5000)
    await rejects(await xlsx(rows(5001)), 422, /5001 rows; at most 5000/)
  })

  it('refuses duplicate headings in Excel too', async () => {
    await rejects(
      await xlsx([
        ['Name', 'NAME'],
        ['a', 'b'],
      ]),
      422,
      /appears twice/,
    )
  })

  it('refuses a zip bomb from its directory, before unpacking', async () => {
    const bomb = zip([{ name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(80 * 1024 * 1024) }])
    expect(bomb.length).toBeLessThan(200 * 1024)
    await rejects(bomb, 422, /cannot be read safely: it would unpack to 80 MB/)
  })

  it('refuses a bomb whose directory lies about the size', async () => {
    const liar = zip([
      { name: 'xl/sharedStrings.xml', data: Buffer.alloc(5 * 1024 * 1024), declaredSize: 1000 },
    ])
    await rejects(liar, 422, /unpacks to more than it declares/)
  })

  it('refuses a high-ratio entry and too many entries', async () => {
    await rejects(zip([{ name: 'a.xml', data: Buffer.alloc(20 * 1024 * 1024) }]), 422, /compressed 1:/)
    const many = zip(Array.from({ length: 301 }, (_, i) => ({ name: `f${i}.xml`, data: Buffer.from('x') })))
    await rejects(many, 422, /contains 301 files/)
  })

  it('refuses damaged and truncated workbooks', async () => {
    const good = await xlsx([['Name'], ['Anna']])
    await rejects(good.slice(0, good.length - 30), 422, /not a valid \.xlsx|damaged/)
    await rejects(
      zip([{ name: 'hello.txt', data: Buffer.from('hi') }]),
      422,
      /could not be read|no worksheet/,
    )
  })
})
