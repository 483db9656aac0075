import { deleteShare, getOwnerApproval, postShare } from '@/lib/api/design-print/approvals/handlers'

export { getOwnerApproval as GET, postShare as POST, deleteShare as DELETE }
