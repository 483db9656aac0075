import { asc, desc, eq, sql } from 'drizzle-orm'
import { z } from 'zod'
import { designApprovals, designComments, designVersions, savedDesigns } from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'
import { formatSchema } from '@/lib/shop/design-print/design/format'
import { pageSize } from '@/lib/shop/design-print/design/geometry'
import { approvalStatus } from './status'
import type { ApprovalDesignView, VersionView } from './schema'

/**
 * What the owner's panel and the reviewer's page show of one design: its versions (newest first) with
 * their pages' sizes, the comments and approvals on them, and where approval stands now. The pages are
 * read from the stored documents in SQL, so listing 20 versions of a book does not load 20 books.
 */

const pageSummary = z.object({
  id: z.string(),
  role: z.string(),
  name: z.string().nullish(),
  sizeMm: z.object({ width: z.number(), height: z.number() }).nullish(),
})

export async function approvalView(db: Db, savedDesignId: string): Promise<ApprovalDesignView | null> {
  const [design] = await db
    .select({ name: savedDesigns.name, revision: savedDesigns.revision })
    .from(savedDesigns)
    .where(eq(savedDesigns.id, savedDesignId))
  if (!design) return null
  const versions = await versionsOf(db, savedDesignId)
  const numbers = new Map(versions.map((v) => [v.id, v.number]))
  const comments = await db
    .select({
      id: designComments.id,
      versionId: designComments.versionId,
      pageId: designComments.pageId,
      x: designComments.x,
      y: designComments.y,
      authorName: designComments.authorName,
      text: designComments.text,
      createdAt: designComments.createdAt,
    })
    .from(designComments)
    .innerJoin(designVersions, eq(designVersions.id, designComments.versionId))
    .where(eq(designVersions.savedDesignId, savedDesignId))
    .orderBy(asc(designComments.createdAt), asc(designComments.id))
  const approvals = await db
    .select({
      id: designApprovals.id,
      versionId: designApprovals.versionId,
      name: designApprovals.name,
      createdAt: designApprovals.createdAt,
    })
    .from(designApprovals)
    .innerJoin(designVersions, eq(designVersions.id, designApprovals.versionId))
    .where(eq(designVersions.savedDesignId, savedDesignId))
    .orderBy(desc(designApprovals.createdAt), desc(designApprovals.id))
  const approvalViews = approvals.map((a) => ({
    ...a,
    versionNumber: numbers.get(a.versionId) ?? 0,
    createdAt: a.createdAt.toISOString(),
  }))
  return {
    designName: design.name,
    versions,
    comments: comments.map((c) => ({ ...c, createdAt: c.createdAt.toISOString() })),
    approvals: approvalViews,
    status: approvalStatus(design.revision, versions, approvalViews),
  }
}

async function versionsOf(db: Db, savedDesignId: string): Promise<VersionView[]> {
  const rows = await db
    .select({
      id: designVersions.id,
      number: designVersions.number,
      revision: designVersions.revision,
      reason: designVersions.reason,
      createdAt: designVersions.createdAt,
      format: sql<unknown>`${designVersions.document} -> 'format'`,
      pages: sql<unknown>`(select coalesce(jsonb_agg(jsonb_build_object('id', p -> 'id', 'role', p -> 'role',
        'name', p -> 'name', 'sizeMm', p -> 'sizeMm')), '[]'::jsonb)
        from jsonb_array_elements(${designVersions.document} -> 'pages') as p)`,
    })
    .from(designVersions)
    .where(eq(designVersions.savedDesignId, savedDesignId))
    .orderBy(desc(designVersions.number))
  return rows.map(({ format, pages, createdAt, ...row }) => {
    const geometry = formatSchema.parse(format)
    const summaries = z.array(pageSummary).parse(pages)
    return {
      ...row,
      createdAt: createdAt.toISOString(),
      pages: summaries.map((page) => {
        const size = pageSize(geometry, page.sizeMm ? { sizeMm: page.sizeMm } : {})
        return {
          id: page.id,
          role: page.role,
          name: page.name ?? null,
          widthMm: size.width,
          heightMm: size.height,
        }
      }),
    }
  })
}
