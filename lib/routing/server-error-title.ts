/**
 * "500 - Internal Server Error", the title of a page that failed (spec: status code, a dash, the status
 * message). A module of its own because the two error boundaries (app/global-error.tsx and the
 * shop's error.tsx) are client components in every page's first-load scripts, in two different
 * chunks: each would carry its own copy of the whole status table of lib/routing/status.ts, which
 * builds its 500 entry from this.
 */
export const SERVER_ERROR_MESSAGE = 'Internal Server Error'
export const SERVER_ERROR_TITLE = `500 - ${SERVER_ERROR_MESSAGE}`
