import { getReviewCompare } from '@/lib/api/design-print/approvals/handlers'

export { getReviewCompare as GET }
