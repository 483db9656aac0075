import { once } from 'node:events'
import { Readable } from 'node:stream'
import type { ReadableStream as NodeReadableStream } from 'node:stream/web'
import archiver from 'archiver'
import type { Db } from '@/lib/db/types'
import { logger } from '@/lib/log/logger'
import type { ObjectStorage } from '@/lib/storage/storage'
import { fill, T } from '@/lib/backoffice/texts'
import { printFileName } from './file-name'
import { PRODUCTION_LIMITS } from './limits'
import { selectedFiles, selectionProblem, type SelectedFile } from './selection'

export type PrintFilesZip =
  { ok: true; files: number; stream: ReadableStream<Uint8Array> } | { ok: false; message: string }

const gigabytes = (bytes: number) => `${(bytes / 1024 ** 3).toLocaleString('de-DE')} GB`

/**
 * The selected print files as one ZIP, streamed (issue 34 point 2, ADR 0091). The selection is checked
 * first — unknown ids, files not rendered and files of cancelled orders are refused with a German
 * message naming them, and so is a selection over the size limit — then the answer starts and the
 * files are streamed from storage one at a time: the next is opened only when the previous one has gone
 * into the ZIP, so at most a chunk of one file is in memory however many and however large they are. PDFs are compressed already,
 * so they are stored, not deflated (no CPU spent for nothing).
 */
export async function printFilesZip(
  db: Db,
  storage: ObjectStorage,
  ids: readonly string[],
): Promise<PrintFilesZip> {
  const found = await selectedFiles(db, ids)
  const problem = selectionProblem(ids, found, { printing: false })
  if (problem) return { ok: false, message: problem }
  const bytes = found.reduce((sum, f) => sum + (f.file.byteSize ?? 0), 0)
  if (bytes > PRODUCTION_LIMITS.zipBytes)
    return {
      ok: false,
      message: fill(T.production.refused.tooLarge, { max: gigabytes(PRODUCTION_LIMITS.zipBytes) }),
    }
  const ordered = [...found].sort(
    (a, b) =>
      a.orderNumber.localeCompare(b.orderNumber) ||
      a.position - b.position ||
      a.file.part.localeCompare(b.file.part),
  )
  const archive = archiver('zip', { store: true })
  void feed(archive, storage, ordered)
  return { ok: true, files: ordered.length, stream: Readable.toWeb(archive) as ReadableStream<Uint8Array> }
}

async function feed(archive: archiver.Archiver, storage: ObjectStorage, files: readonly SelectedFile[]) {
  // The client went away (the answer's stream was cancelled): stop reading files.
  const closed = once(archive, 'close').then(
    () => 'closed' as const,
    () => 'closed' as const,
  )
  try {
    for (const selected of files) {
      const object = await storage.stream(selected.file.storageKey ?? '')
      if (!object) throw new Error(`print file ${selected.file.storageKey} is missing in storage`)
      const added = once(archive, 'entry').then(() => 'added' as const)
      // An error rejects it after the race may be over: handled here, reported by the catch below.
      added.catch(() => undefined)
      // Streamed in: the ZIP holds a chunk of the file at a time, never the whole file.
      const source = Readable.fromWeb(object.body as NodeReadableStream<Uint8Array>)
      archive.append(source, {
        name: printFileName(selected.orderNumber, selected.position, selected.file.part),
        date: selected.file.renderedAt ?? new Date(),
      })
      // Only when this file is in the ZIP (the client has read what came before) is the next one read.
      if ((await Promise.race([added, closed])) === 'closed') {
        // Let go of the file half read (on S3, its connection).
        source.destroy()
        return
      }
    }
    await archive.finalize()
  } catch (error) {
    // The answer has started: the client gets a broken download rather than a ZIP missing a file.
    logger().error({ err: error }, 'print-file ZIP failed')
    archive.destroy(error instanceof Error ? error : new Error(String(error)))
  }
}
