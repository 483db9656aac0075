import { previewGuestImport } from '@/lib/api/events/guests/routes'

export const POST = previewGuestImport
