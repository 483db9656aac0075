import { postComment } from '@/lib/api/design-print/approvals/handlers'

export { postComment as POST }
