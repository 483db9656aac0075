import 'server-only'
import { z } from 'zod'
import { handle } from '@/lib/api/endpoint'
import { parseId } from '@/lib/api/sales/cart/route-support'
import { readRequestOwner } from '@/lib/api/session/request-owner'
import { segmentOf } from '@/lib/config/locales'
import { clientAddress } from '@/lib/http/client-address'
import { jsonError } from '@/lib/http/json'
import { logger } from '@/lib/log/logger'
import { RenderRefused } from '@/lib/render/errors'
import { renderRefusedResponse } from '@/lib/render/response'
import { approvalPageUrl } from '@/lib/shop/design-print/approvals/links'
import { compareVersions } from '@/lib/shop/design-print/approvals/compare-versions'
import { versionPagePicture } from '@/lib/shop/design-print/approvals/preview'
import { guardReviewWrite } from '@/lib/shop/design-print/approvals/rate'
import { addComment, approveVersion, linkGone, shareOf } from '@/lib/shop/design-print/approvals/review'
import {
  ownedDesignId,
  ownerApproval,
  revokeShare,
  saveVersion,
  shareDesign,
  type OwnerView,
} from '@/lib/shop/design-print/approvals/shares'
import { notFoundError } from '@/lib/shop/design-print/saved-designs/errors'
import { savedDesignOwnerOf } from '@/lib/shop/design-print/saved-designs/saved-designs'
import type { SavedDesignOwner } from '@/lib/shop/design-print/saved-designs/schema'
import type { Db } from '@/lib/db/types'
import type { ApiContext } from '@/lib/api/api-context'
import {
  approveEndpoint,
  commentEndpoint,
  ownerApprovalEndpoint,
  ownerCompareEndpoint,
  reviewCompareEndpoint,
  revokeShareEndpoint,
  saveVersionEndpoint,
  shareDesignEndpoint,
} from './endpoints'

/** Route handlers of design approval: parse, find the owner or the link, call the domain, answer. */

type IdParams = { params: Promise<{ id: string }> }
type TokenParams = { params: Promise<{ token: string }> }

async function owner(): Promise<SavedDesignOwner> {
  // Reading the owner never creates a visitor: someone without a key has no designs to share.
  const found = savedDesignOwnerOf(await readRequestOwner())
  if (!found) throw notFoundError()
  return found
}

function withLink(view: OwnerView, ctx: ApiContext) {
  const { share, ...rest } = view
  return {
    ...rest,
    share: share && {
      url: approvalPageUrl(ctx.brand, segmentOf(ctx.locale), share.token),
      createdAt: share.createdAt,
    },
  }
}

type OwnerAction = (db: Db, owner: SavedDesignOwner, id: string) => Promise<OwnerView>

function ownerRoute(spec: typeof ownerApprovalEndpoint, action: OwnerAction) {
  return async (request: Request, { params }: IdParams) => {
    const { id } = await params
    return handle(spec, async ({ ctx, db }) =>
      withLink(await action(await db(), await owner(), parseId(z.uuid(), id)), ctx),
    )(request)
  }
}

export const getOwnerApproval = ownerRoute(ownerApprovalEndpoint, ownerApproval)
export const postShare = ownerRoute(shareDesignEndpoint, shareDesign)
export const deleteShare = ownerRoute(revokeShareEndpoint, revokeShare)
export const postVersion = ownerRoute(saveVersionEndpoint, saveVersion)

export async function getOwnerCompare(request: Request, { params }: IdParams) {
  const { id } = await params
  return handle(ownerCompareEndpoint, async ({ query, db }) => {
    const database = await db()
    const designId = await ownedDesignId(database, await owner(), parseId(z.uuid(), id))
    return compareVersions(database, designId, query.from, query.to)
  })(request)
}

const tokenOf = async (params: TokenParams['params']) => (await params).token

export async function postComment(request: Request, { params }: TokenParams) {
  const token = await tokenOf(params)
  return handle(commentEndpoint, async ({ body, db }) => {
    const database = await db()
    if (!(await shareOf(database, token))) throw linkGone()
    await guardReviewWrite(clientAddress(request.headers), token)
    return addComment(database, token, body)
  })(request)
}

export async function postApproval(request: Request, { params }: TokenParams) {
  const token = await tokenOf(params)
  return handle(approveEndpoint, async ({ body, db }) => {
    const database = await db()
    if (!(await shareOf(database, token))) throw linkGone()
    await guardReviewWrite(clientAddress(request.headers), token)
    return approveVersion(database, token, body)
  })(request)
}

export async function getReviewCompare(request: Request, { params }: TokenParams) {
  const token = await tokenOf(params)
  return handle(reviewCompareEndpoint, async ({ query, db }) => {
    const database = await db()
    const share = await shareOf(database, token)
    if (!share) throw linkGone()
    return compareVersions(database, share.savedDesignId, query.from, query.to)
  })(request)
}

const pageNumberSchema = z.coerce.number().int().min(1).max(500)

/**
 * A version's page as WebP. The URL names the version, which never changes, so the browser may keep
 * it; private, because it is someone's design. Drawn in the render pool for the requester's address.
 */
export async function versionPicture(
  request: Request,
  find: (db: Db) => Promise<string | null>,
  versionParam: string,
  pageParam: string,
  db: () => Promise<Db>,
): Promise<Response> {
  const version = z.uuid().safeParse(versionParam)
  if (!version.success) return jsonError(400, 'Invalid path: version: not a valid id', { field: 'version' })
  const page = pageNumberSchema.safeParse(pageParam)
  if (!page.success) return jsonError(400, 'Invalid path: page: a page number from 1', { field: 'page' })
  try {
    const database = await db()
    const designId = await find(database)
    const requester = { client: clientAddress(request.headers), signal: request.signal }
    const bytes = designId
      ? await versionPagePicture(database, designId, version.data, page.data, requester)
      : null
    if (!bytes) return jsonError(404, 'There is no such version or page of this design.')
    return new Response(new Uint8Array(bytes), {
      headers: {
        'content-type': 'image/webp',
        'cache-control': 'private, max-age=86400, immutable',
        'x-content-type-options': 'nosniff',
      },
    })
  } catch (error) {
    if (error instanceof RenderRefused && error.reason !== 'failed') return renderRefusedResponse(error)
    logger().error({ err: error }, 'design version picture failed')
    return jsonError(500, 'Something went wrong on our side. Please try again in a moment.')
  }
}

/** The owner's design id for a picture, or null (someone else's, malformed or missing). */
export async function ownerDesignFor(db: Db, id: string): Promise<string | null> {
  const found = savedDesignOwnerOf(await readRequestOwner())
  if (!found || !z.uuid().safeParse(id).success) return null
  return ownedDesignId(db, found, id).catch(() => null)
}

/** The link's design id for a picture, or null (unknown, malformed or withdrawn token). */
export async function sharedDesignFor(db: Db, token: string): Promise<string | null> {
  return (await shareOf(db, token))?.savedDesignId ?? null
}
