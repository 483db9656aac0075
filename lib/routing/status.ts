import { SERVER_ERROR_MESSAGE } from './server-error-title'

/** Spec: the browser title of an error page is the status code, a dash, then the status message. */
const STATUS_MESSAGES: Record<number, string> = {
  400: 'Bad Request',
  403: 'Forbidden',
  404: 'Page not found',
  500: SERVER_ERROR_MESSAGE,
  503: 'Service Unavailable',
}

export function statusTitle(status: number): string {
  return `${status} - ${STATUS_MESSAGES[status] ?? 'Error'}`
}
