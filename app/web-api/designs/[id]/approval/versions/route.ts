import { postVersion } from '@/lib/api/design-print/approvals/handlers'

export { postVersion as POST }
