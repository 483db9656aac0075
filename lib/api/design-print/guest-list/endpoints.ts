import { defineEndpoint } from '@/lib/api/endpoint'
import {
  guestListRowsQuerySchema,
  guestListRowsSchema,
  guestListSummarySchema,
} from '@/lib/shop/design-print/guest-list/schema'

export const createGuestListEndpoint = defineEndpoint({
  method: 'POST',
  path: '/web-api/guest-lists',
  summary:
    'Upload a guest list (.xlsx or .csv, UTF-8 or Windows-1252, ; or , separated, at most 5000 rows and 5 MB) as multipart/form-data: file, designId or placeholders',
  tags: ['design'],
  response: guestListSummarySchema,
  errors: {
    413: 'File larger than 5 MB',
    415: 'Not a spreadsheet (or an old .xls)',
    422: 'Unusable list: empty or duplicate column headings, too many rows, unsafe or damaged .xlsx',
  },
})

export const guestListRowsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/web-api/guest-lists/{id}/rows',
  summary: 'Page through a stored guest list (own lists only), with the longest row and rows with problems',
  tags: ['design'],
  query: guestListRowsQuerySchema,
  response: guestListRowsSchema,
  errors: { 404: 'No such guest list for this visitor' },
})
