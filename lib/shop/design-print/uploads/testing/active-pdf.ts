import { PDFDocument, PDFName, PDFString } from 'pdf-lib'

/** A one-page PDF with every kind of active content the issue names. */
export async function activePdf(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create()
  const page = pdf.addPage([300, 200])
  page.drawText('Layout', { x: 20, y: 100 })
  const ctx = pdf.context
  const js = ctx.register(ctx.obj({ Type: 'Action', S: 'JavaScript', JS: PDFString.of('app.alert(1)') }))
  pdf.catalog.set(PDFName.of('OpenAction'), js)
  pdf.catalog.set(PDFName.of('AA'), ctx.obj({ WC: js }))
  const file = ctx.register(ctx.obj({ Type: 'EmbeddedFile' }))
  const spec = ctx.register(ctx.obj({ Type: 'Filespec', F: PDFString.of('x.exe'), EF: { F: file } }))
  pdf.catalog.set(
    PDFName.of('Names'),
    ctx.obj({
      JavaScript: { Names: [PDFString.of('a'), js] },
      EmbeddedFiles: { Names: [PDFString.of('x'), spec] },
    }),
  )
  pdf.catalog.set(PDFName.of('AcroForm'), ctx.obj({ Fields: [], XFA: PDFString.of('<xdp/>') }))
  const launch = ctx.register(ctx.obj({ Type: 'Action', S: 'Launch', F: PDFString.of('calc.exe') }))
  const link = ctx.register(
    ctx.obj({
      Type: 'Annot',
      Subtype: 'Link',
      Rect: [0, 0, 100, 100],
      A: { S: 'URI', URI: PDFString.of('https://evil.example') },
    }),
  )
  page.node.set(PDFName.of('Annots'), ctx.obj([link]))
  page.node.set(PDFName.of('AA'), ctx.obj({ O: launch }))
  // A page key no viewer reads that still reaches an action: nothing active may survive anywhere.
  page.node.set(PDFName.of('Extra'), ctx.obj({ Do: js }))
  return pdf.save()
}
