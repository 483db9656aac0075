import { randomBytes } from 'node:crypto'
import { and, desc, eq, sql } from 'drizzle-orm'
import type { Db } from '@/lib/db/types'
import { uploads, type UploadKind, type UploadRow } from '@/lib/db/schema/uploads'
import { faceBoxesSchema, type FaceBox } from '@/lib/shop/design-print/design/face-box'
import type { ObjectStorage } from '@/lib/storage/storage'
import { logger } from '@/lib/log/logger'
import { ownedBy, ownedByEither, ownerLockKey, ownerValues, type ShopOwner } from '@/lib/shop/common/owner'
import { uploadRefused } from './errors'
import { UPLOAD_LIMITS, type UploadQuota } from './limits'
import { prepareUpload } from './prepare'
import type { UploadRenderContext } from './process-image'
import type { UploadSummary } from './schema'

export type UploadDeps = { db: Db; storage: ObjectStorage; quota?: UploadQuota }
export type UploadInput = {
  bytes: Uint8Array
  kind: UploadKind
  /** The visitor's key; a signed-in customer's uploads belong to `customerId` instead. */
  visitorKey: string | null
  customerId?: string | null
  fileName?: string
  /** The uploader's address and request signal, for the render pool's caps and cancelling. */
  render?: UploadRenderContext
}

export const uploadUrls = (id: string) => ({
  previewUrl: `/web-api/uploads/${id}/preview`,
  thumbUrl: `/web-api/uploads/${id}/thumb`,
  originalUrl: `/web-api/uploads/${id}/original`,
})

/**
 * Where an upload's thumbnail lies: next to its preview, by name, so no column or sweep rule of its
 * own is needed (ADR 0070). Uploads from before thumbnails have none; their preview stands in.
 */
export function thumbKeyOf(previewKey: string): string {
  return previewKey.replace(/-preview\.webp$/, '-thumb.webp')
}

/** Stored faces as the API shows them; a row that does not parse counts as unknown, not as an error. */
function storedFaces(value: unknown): FaceBox[] | null {
  const parsed = faceBoxesSchema.nullable().safeParse(value)
  return parsed.success ? parsed.data : null
}

/** The capture date stored with the upload (uploads.meta), if it reads as one. */
function storedCapturedAt(meta: Record<string, unknown> | null): string | null {
  const value = meta?.capturedAt
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/.test(value) ? value : null
}

export function toUploadSummary(row: UploadRow): UploadSummary {
  return {
    id: row.id,
    kind: row.kind,
    format: row.sourceFormat,
    widthPx: row.widthPx,
    heightPx: row.heightPx,
    pageCount: row.pageCount,
    widthMm: row.widthMm,
    heightMm: row.heightMm,
    faces: storedFaces(row.faces),
    capturedAt: storedCapturedAt(row.meta),
    uploadedAt: row.createdAt.toISOString(),
    ...uploadUrls(row.id),
  }
}

async function usage(db: Db, owner: ShopOwner): Promise<{ files: number; bytes: number }> {
  const [row] = await db
    .select({
      files: sql<number>`count(*)::int`,
      bytes: sql<number>`coalesce(sum(${uploads.storedBytes}), 0)::bigint`,
    })
    .from(uploads)
    .where(ownedBy(uploads, owner))
  return { files: Number(row?.files ?? 0), bytes: Number(row?.bytes ?? 0) }
}

function checkQuota(quota: UploadQuota, current: { files: number; bytes: number }, adding: number): void {
  if (current.files + 1 > quota.maxFiles) throw uploadRefused('quotaFiles', 429, { max: quota.maxFiles })
  if (current.bytes + adding > quota.maxBytes) {
    throw uploadRefused('quotaBytes', 429, { megabytes: Math.round(quota.maxBytes / 1024 / 1024) })
  }
}

/**
 * Accepts an upload: check and convert in memory, store both files under fresh keys, then write the
 * row in a transaction that re-checks the quota under a per-visitor lock (two uploads at once cannot
 * both squeeze under the limit). If anything after the first write fails, the files are removed.
 */
export async function createUpload(deps: UploadDeps, input: UploadInput): Promise<UploadSummary> {
  const quota = deps.quota ?? UPLOAD_LIMITS.quota
  const owner = { visitorKey: input.visitorKey, customerId: input.customerId ?? null }
  const ownerColumns = ownerValues(owner)
  // Cheap early refusal before decoding anything; the transaction below is the authoritative check.
  checkQuota(quota, await usage(deps.db, owner), input.bytes.length)
  const prepared = await prepareUpload(input.bytes, input.kind, input.render)

  const hex = randomBytes(16).toString('hex')
  const id = `up-${hex}`
  const folder = `uploads/${hex.slice(0, 2)}`
  const printKey = `${folder}/${id}-print.${prepared.print.extension}`
  const previewKey = `${folder}/${id}-preview.webp`
  const thumbKey = thumbKeyOf(previewKey)
  const storedBytes = prepared.print.bytes.length + prepared.preview.length + (prepared.thumb?.length ?? 0)
  const cleanUp = () =>
    Promise.all([printKey, previewKey, thumbKey].map((key) => deps.storage.delete(key))).catch(
      (err: unknown) => logger().warn({ err, id }, 'could not remove the files of a failed upload'),
    )

  try {
    await deps.storage.put(printKey, prepared.print.bytes, prepared.print.contentType)
    await deps.storage.put(previewKey, prepared.preview, 'image/webp')
    if (prepared.thumb) await deps.storage.put(thumbKey, prepared.thumb, 'image/webp')
    const row = await deps.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`uploads:${ownerLockKey(owner)}`}))`)
      checkQuota(quota, await usage(tx, owner), storedBytes)
      const [inserted] = await tx
        .insert(uploads)
        .values({
          id,
          ...ownerColumns,
          kind: input.kind,
          sourceFormat: prepared.format,
          printKey,
          printContentType: prepared.print.contentType,
          previewKey,
          storedBytes,
          widthPx: prepared.widthPx,
          heightPx: prepared.heightPx,
          pageCount: prepared.pageCount,
          widthMm: prepared.widthMm,
          heightMm: prepared.heightMm,
          faces: prepared.faces,
          meta: prepared.capturedAt === null ? null : { capturedAt: prepared.capturedAt },
          originalName: input.fileName?.slice(0, 200) ?? null,
        })
        .returning()
      return inserted!
    })
    return toUploadSummary(row)
  } catch (error) {
    await cleanUp()
    throw error
  }
}

/** The row of an upload; with an owner, only when they own it (null: nobody). */
export async function findUpload(
  db: Db,
  id: string,
  owner?: ShopOwner,
  match: 'owner' | 'either' = 'owner',
): Promise<UploadRow | null> {
  if (!/^up-[0-9a-f]{32}$/.test(id) || owner === null) return null
  const byId = eq(uploads.id, id)
  // 'either': an order's photos, held by its visitor key or its customer (lib/shop/common/owner ownedByEither).
  const mine = match === 'either' ? ownedByEither : ownedBy
  const where = owner === undefined ? byId : and(byId, mine(uploads, owner))
  const [row] = await db.select().from(uploads).where(where)
  return row ?? null
}

export type StoredFile = { bytes: Uint8Array; contentType: string }

/** The editor preview. Ids are 128 random bits, so the id is the capability (like a signed URL). */
export async function readUploadPreview(deps: UploadDeps, id: string): Promise<StoredFile | null> {
  const row = await findUpload(deps.db, id)
  const bytes = row ? await deps.storage.get(row.previewKey) : null
  return bytes ? { bytes, contentType: 'image/webp' } : null
}

/** The page strip's small picture; an upload from before thumbnails (or a layout) answers its preview. */
export async function readUploadThumb(deps: UploadDeps, id: string): Promise<StoredFile | null> {
  const row = await findUpload(deps.db, id)
  if (!row) return null
  const bytes =
    (await deps.storage.get(thumbKeyOf(row.previewKey))) ?? (await deps.storage.get(row.previewKey))
  return bytes ? { bytes, contentType: 'image/webp' } : null
}

/** The print original, for its owner only; anyone else learns nothing (null, as for a missing id). */
export async function readUploadOriginal(
  deps: UploadDeps,
  id: string,
  owner: ShopOwner,
): Promise<StoredFile | null> {
  const row = await findUpload(deps.db, id, owner)
  const bytes = row ? await deps.storage.get(row.printKey) : null
  return row && bytes ? { bytes, contentType: row.printContentType } : null
}

/**
 * A visitor's (or customer's) uploads, newest first, for the editor's "my photos" list: all of them (at
 * most the quota's file count), so a book's tray shows every photo of a 120-photo set.
 */
export async function listUploads(
  db: Db,
  owner: ShopOwner,
  limit: number = UPLOAD_LIMITS.quota.maxFiles,
): Promise<UploadSummary[]> {
  const rows = await db
    .select()
    .from(uploads)
    .where(ownedBy(uploads, owner))
    .orderBy(desc(uploads.createdAt), desc(uploads.id))
    .limit(limit)
  return rows.map(toUploadSummary)
}

/** At sign-in: the visitor's uploads become the customer's (the visitor key no longer owns them). */
export async function moveUploadsToCustomer(db: Db, visitorKey: string, customerId: string): Promise<number> {
  const moved = await db
    .update(uploads)
    .set({ visitorKey: null, customerId })
    .where(eq(uploads.visitorKey, visitorKey))
    .returning({ id: uploads.id })
  return moved.length
}
