import { z } from 'zod'
import { APPROVAL_LIMITS } from './limits'

/** Inputs and answers of design approval, one place for the routes, the domain and the OpenAPI document. */

/** 16 random bytes as base64url (22 characters): nothing else can be a link's token. */
export const shareTokenSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{22}$/, 'not a share link')
  .describe('The share link’s token')

// Letters, marks, numbers, punctuation and spaces only: no control or formatting characters.
const plainText = /^[\p{L}\p{M}\p{N}\p{P}\p{S}\p{Zs}\n]*$/u

export const reviewerNameSchema = z
  .string()
  .trim()
  .min(1, 'Give your name')
  .max(APPROVAL_LIMITS.reviewerName, `A name can be at most ${APPROVAL_LIMITS.reviewerName} characters`)
  .regex(/^[^\n]*$/, 'A name is one line')
  .regex(plainText, 'The name contains characters we do not store')
  .describe('The reviewer’s name as the couple will see it ("Mama")')

const fraction = (axis: string) =>
  z
    .number()
    .min(0, `${axis} is outside the card (0 to 1)`)
    .max(1, `${axis} is outside the card (0 to 1)`)
    .describe(`${axis} of the spot as a fraction of the page (0 = left/top edge, 1 = right/bottom)`)

export const commentInputSchema = z.strictObject({
  versionId: z.uuid().describe('The version the reviewer looked at'),
  pageId: z.string().min(1).max(64).describe('The page of that version the spot is on'),
  x: fraction('x'),
  y: fraction('y'),
  name: reviewerNameSchema,
  text: z
    .string()
    .trim()
    .min(1, 'Write a comment')
    .max(APPROVAL_LIMITS.commentText, `A comment can be at most ${APPROVAL_LIMITS.commentText} characters`)
    .regex(plainText, 'The comment contains characters we do not store'),
})
export type CommentInput = z.input<typeof commentInputSchema>

export const approvalInputSchema = z.strictObject({
  versionId: z.uuid().describe('The version being approved: exactly the one the reviewer saw'),
  name: reviewerNameSchema,
})
export type ApprovalInput = z.input<typeof approvalInputSchema>

export const compareQuerySchema = z.strictObject({
  from: z.uuid().describe('The older version'),
  to: z.uuid().describe('The newer version'),
})

const pageSchema = z.object({
  id: z.string(),
  role: z.string(),
  name: z.string().nullable(),
  widthMm: z.number(),
  heightMm: z.number(),
})

export const versionViewSchema = z.object({
  id: z.uuid(),
  number: z.number().int().positive(),
  revision: z.number().int().positive(),
  reason: z.enum(['share', 'review', 'manual']),
  createdAt: z.string(),
  pages: z.array(pageSchema),
})

export const commentViewSchema = z.object({
  id: z.uuid(),
  versionId: z.uuid(),
  pageId: z.string(),
  x: z.number(),
  y: z.number(),
  authorName: z.string(),
  text: z.string(),
  createdAt: z.string(),
})

export const approvalViewSchema = z.object({
  id: z.uuid(),
  versionId: z.uuid(),
  versionNumber: z.number().int(),
  name: z.string(),
  createdAt: z.string(),
})

/** Where approval stands for the design as it is now: what the owner and the cart line show. */
export const approvalStatusSchema = z.object({
  /** The version the current state is, or null when it changed since the last version. */
  currentVersion: z.number().int().nullable(),
  /** The latest version's number (null: no version yet). */
  latestVersion: z.number().int().nullable(),
  /** Who approved the current state. */
  approvedBy: z.array(z.string()),
  /** The most recent approval of any version. */
  lastApproval: approvalViewSchema.nullable(),
})

export const approvalViewResponseSchema = z.object({
  designName: z.string().nullable(),
  /** Newest first; the first is what a reviewer sees when they open the link. */
  versions: z.array(versionViewSchema),
  comments: z.array(commentViewSchema),
  approvals: z.array(approvalViewSchema),
  status: approvalStatusSchema,
})

export const ownerApprovalSchema = approvalViewResponseSchema.extend({
  /** The active link, or null (never shared, or revoked). */
  share: z.object({ url: z.string(), createdAt: z.string() }).nullable(),
})

export const changeSchema = z.object({
  kind: z.enum(['text', 'added', 'removed', 'moved', 'changed', 'background', 'page-added', 'page-removed']),
  page: z.string().describe('The page’s name or role'),
  layer: z.string().nullable().describe('The element’s name'),
  before: z.string().nullable(),
  after: z.string().nullable(),
})

export const compareResponseSchema = z.object({
  from: versionViewSchema,
  to: versionViewSchema,
  changes: z.array(changeSchema),
})

export type VersionView = z.output<typeof versionViewSchema>
export type CommentView = z.output<typeof commentViewSchema>
export type ApprovalView = z.output<typeof approvalViewSchema>
export type ApprovalStatus = z.output<typeof approvalStatusSchema>
export type ApprovalDesignView = z.output<typeof approvalViewResponseSchema>
export type OwnerApprovalView = z.output<typeof ownerApprovalSchema>
export type DesignChange = z.output<typeof changeSchema>
export type CompareView = z.output<typeof compareResponseSchema>
