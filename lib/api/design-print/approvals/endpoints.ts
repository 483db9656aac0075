import { z } from 'zod'
import { defineEndpoint } from '@/lib/api/endpoint'
import {
  approvalInputSchema,
  approvalViewResponseSchema,
  commentInputSchema,
  compareQuerySchema,
  compareResponseSchema,
  ownerApprovalSchema,
} from '@/lib/shop/design-print/approvals/schema'

/**
 * Design approval (issue 31 point 8, ADR 0096). The owner's endpoints sit below the saved design
 * (/web-api/designs/{id}/approval…) and know the owner from the session like every saved-design
 * endpoint; the reviewer's sit below the link's token (/web-api/design-approvals/{token}/…), which is
 * all a reviewer has.
 */

const NOT_THEIRS = { 404: 'No saved design with this id belongs to the visitor or customer' } as const
const LINK_GONE = 'The share link does not exist or was withdrawn'
const PICTURE = z.string().describe('image/webp bytes')

export const ownerApprovalEndpoint = defineEndpoint({
  method: 'GET',
  path: '/web-api/designs/{id}/approval',
  summary: 'The owner’s view of a shared design: its link, versions, reviewers’ comments and approvals',
  tags: ['design approval'],
  response: ownerApprovalSchema,
  errors: NOT_THEIRS,
})

export const shareDesignEndpoint = defineEndpoint({
  method: 'POST',
  path: '/web-api/designs/{id}/approval',
  summary:
    'Shares the design for approval: its read-only link (the active one or a new one) and a version of the state shared',
  tags: ['design approval'],
  response: ownerApprovalSchema,
  errors: NOT_THEIRS,
})

export const revokeShareEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/web-api/designs/{id}/approval',
  summary: 'Withdraws the design’s share link for good; comments and approvals stay',
  tags: ['design approval'],
  response: ownerApprovalSchema,
  errors: NOT_THEIRS,
})

export const saveVersionEndpoint = defineEndpoint({
  method: 'POST',
  path: '/web-api/designs/{id}/approval/versions',
  summary: '"Version speichern": keeps the design’s current state as a version (once per state)',
  tags: ['design approval'],
  response: ownerApprovalSchema,
  errors: NOT_THEIRS,
})

export const ownerCompareEndpoint = defineEndpoint({
  method: 'GET',
  path: '/web-api/designs/{id}/approval/compare',
  summary: 'Two versions of the owner’s design and what changed from one to the other',
  tags: ['design approval'],
  query: compareQuerySchema,
  response: compareResponseSchema,
  errors: { 404: 'No such saved design for this visitor, or no such version of it' },
})

export const ownerVersionPageEndpoint = defineEndpoint({
  method: 'GET',
  path: '/web-api/designs/{id}/approval/versions/{version}/pages/{page}',
  summary: 'Page n (1-based) of a kept version of the owner’s design as a WebP picture',
  tags: ['design approval'],
  response: PICTURE,
  errors: { 404: 'No such saved design for this visitor, or no such version or page of it' },
})

export const commentEndpoint = defineEndpoint({
  method: 'POST',
  path: '/web-api/design-approvals/{token}/comments',
  summary: 'A reviewer pins a comment to a spot (fractions of the page) of a version of the shared design',
  tags: ['design approval'],
  body: commentInputSchema,
  response: approvalViewResponseSchema,
  maxBodyBytes: 8 * 1024,
  errors: {
    404: `${LINK_GONE}, or the version is not one of this design`,
    409: 'The design has as many comments as it takes',
    422: 'The version has no such page',
    429: 'Too many comments or approvals from this address or through this link; Retry-After says when',
  },
})

export const approveEndpoint = defineEndpoint({
  method: 'POST',
  path: '/web-api/design-approvals/{token}/approvals',
  summary: 'A reviewer approves exactly the version they saw (again by the same name: no change)',
  tags: ['design approval'],
  body: approvalInputSchema,
  response: approvalViewResponseSchema,
  maxBodyBytes: 4 * 1024,
  errors: {
    404: `${LINK_GONE}, or the version is not one of this design`,
    429: 'Too many comments or approvals from this address or through this link; Retry-After says when',
  },
})

export const reviewCompareEndpoint = defineEndpoint({
  method: 'GET',
  path: '/web-api/design-approvals/{token}/compare',
  summary: 'Two versions of the shared design and what changed from one to the other',
  tags: ['design approval'],
  query: compareQuerySchema,
  response: compareResponseSchema,
  errors: { 404: `${LINK_GONE}, or no such version of the design` },
})

export const reviewVersionPageEndpoint = defineEndpoint({
  method: 'GET',
  path: '/web-api/design-approvals/{token}/versions/{version}/pages/{page}',
  summary: 'Page n (1-based) of a version of the shared design as a WebP picture',
  tags: ['design approval'],
  response: PICTURE,
  errors: { 404: `${LINK_GONE}, or no such version or page` },
})

export const DESIGN_APPROVAL_ENDPOINTS = [
  ownerApprovalEndpoint,
  shareDesignEndpoint,
  revokeShareEndpoint,
  saveVersionEndpoint,
  ownerCompareEndpoint,
  ownerVersionPageEndpoint,
  commentEndpoint,
  approveEndpoint,
  reviewCompareEndpoint,
  reviewVersionPageEndpoint,
] as const
