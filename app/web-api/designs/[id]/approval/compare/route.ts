import { getOwnerCompare } from '@/lib/api/design-print/approvals/handlers'

export { getOwnerCompare as GET }
