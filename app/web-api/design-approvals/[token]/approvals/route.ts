import { postApproval } from '@/lib/api/design-print/approvals/handlers'

export { postApproval as POST }
