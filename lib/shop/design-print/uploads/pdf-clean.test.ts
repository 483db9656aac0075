import { PDFDocument } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import { activeContentKeys } from '@/tests/hostile/support/pdf-safety'
import { pagesOnlyPdf } from './pdf-clean'
import { activePdf } from './testing/active-pdf'

describe('pagesOnlyPdf', () => {
  it('removes JavaScript, open actions, AA, Launch, attached files, forms/XFA and links', async () => {
    const active = await activePdf()
    expect(await activeContentKeys(active)).not.toEqual([])
    const clean = await pagesOnlyPdf(active)
    expect(await activeContentKeys(clean)).toEqual([])
    const text = Buffer.from(clean).toString('latin1')
    expect(text).not.toMatch(/app\.alert|calc\.exe|evil\.example|x\.exe|xdp/)
  })

  it('keeps the pages, their size and their drawing', async () => {
    const clean = await PDFDocument.load(await pagesOnlyPdf(await activePdf()))
    expect(clean.getPageCount()).toBe(1)
    expect(clean.getPage(0).getSize()).toEqual({ width: 300, height: 200 })
    expect(clean.getPage(0).node.Contents()).toBeDefined()
  })
})
