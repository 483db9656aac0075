import { and, count, eq, isNull } from 'drizzle-orm'
import {
  designApprovals,
  designComments,
  designShares,
  designVersions,
  type DesignShareRow,
  type DesignVersionRow,
} from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'
import { ShopError } from '@/lib/shop/common/errors'
import { parse } from '@/lib/shop/design-print/saved-designs/rows'
import { APPROVAL_LIMITS } from './limits'
import {
  approvalInputSchema,
  commentInputSchema,
  shareTokenSchema,
  type ApprovalDesignView,
  type ApprovalInput,
  type CommentInput,
} from './schema'
import { keepVersion } from './versions'
import { approvalView } from './view'

/**
 * The reviewer's side (no account, the link only): open the design, pin comments to spots of a
 * version's pages, approve a version. An unknown, malformed or revoked token is the same 404, so
 * tokens cannot be probed; a version of another design is a 404 too.
 */

export function linkGone(): ShopError {
  return new ShopError('This share link does not exist or was withdrawn.', { status: 404, field: 'token' })
}

export async function shareOf(db: Db, token: string): Promise<DesignShareRow | null> {
  const parsed = shareTokenSchema.safeParse(token)
  if (!parsed.success) return null
  const [share] = await db
    .select()
    .from(designShares)
    .where(and(eq(designShares.token, parsed.data), isNull(designShares.revokedAt)))
  return share ?? null
}

/** Opening the link: the current state becomes a version if none holds it, so what is seen stays. */
export async function openReview(db: Db, token: string): Promise<ApprovalDesignView | null> {
  const share = await shareOf(db, token)
  if (!share) return null
  await keepVersion(db, share.savedDesignId, 'review')
  return approvalView(db, share.savedDesignId)
}

/** The review without making a version (after a comment or approval: the answer shows it). */
export async function reviewView(db: Db, token: string): Promise<ApprovalDesignView | null> {
  const share = await shareOf(db, token)
  return share ? approvalView(db, share.savedDesignId) : null
}

/** A version of the link's design, or a 404 naming `field`. */
export async function versionOfShare(
  db: Db,
  share: DesignShareRow,
  versionId: string,
  field = 'versionId',
): Promise<DesignVersionRow> {
  const [version] = await db
    .select()
    .from(designVersions)
    .where(and(eq(designVersions.id, versionId), eq(designVersions.savedDesignId, share.savedDesignId)))
  if (!version) throw new ShopError('This design has no such version.', { status: 404, field })
  return version
}

function pageIdsOf(document: unknown): string[] {
  const pages = (document as { pages?: { id?: unknown }[] } | null)?.pages ?? []
  return pages.map((page) => page.id).filter((id): id is string => typeof id === 'string')
}

export async function addComment(db: Db, token: string, input: CommentInput): Promise<ApprovalDesignView> {
  const share = await shareOf(db, token)
  if (!share) throw linkGone()
  const comment = parse(commentInputSchema, input, 'body')
  const version = await versionOfShare(db, share, comment.versionId)
  if (!pageIdsOf(version.document).includes(comment.pageId)) {
    throw new ShopError('This version has no such page.', { status: 422, field: 'pageId' })
  }
  const [total] = await db
    .select({ n: count() })
    .from(designComments)
    .innerJoin(designVersions, eq(designVersions.id, designComments.versionId))
    .where(eq(designVersions.savedDesignId, share.savedDesignId))
  if ((total?.n ?? 0) >= APPROVAL_LIMITS.commentsPerDesign) {
    throw new ShopError(`This design has ${APPROVAL_LIMITS.commentsPerDesign} comments, the most it takes.`, {
      status: 409,
      field: 'text',
    })
  }
  await db.insert(designComments).values({
    versionId: version.id,
    shareId: share.id,
    pageId: comment.pageId,
    x: comment.x,
    y: comment.y,
    authorName: comment.name,
    text: comment.text,
  })
  return definedView(await approvalView(db, share.savedDesignId))
}

/** Approves exactly the version the reviewer saw; the same name approving it again changes nothing. */
export async function approveVersion(
  db: Db,
  token: string,
  input: ApprovalInput,
): Promise<ApprovalDesignView> {
  const share = await shareOf(db, token)
  if (!share) throw linkGone()
  const approval = parse(approvalInputSchema, input, 'body')
  const version = await versionOfShare(db, share, approval.versionId)
  await db
    .insert(designApprovals)
    .values({ versionId: version.id, shareId: share.id, name: approval.name })
    .onConflictDoNothing()
  return definedView(await approvalView(db, share.savedDesignId))
}

function definedView(view: ApprovalDesignView | null): ApprovalDesignView {
  if (!view) throw linkGone()
  return view
}
