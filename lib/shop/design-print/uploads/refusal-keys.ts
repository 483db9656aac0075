/**
 * The `key`s of upload refusals that the editor treats specially. A module of its own, free of the
 * message files, so the upload panel can import it without shipping every refusal text to the browser.
 */

/** The upload quota is used up: the panel points to the customer's earlier uploads. */
export const UPLOAD_QUOTA_KEYS: readonly string[] = ['upload.quotaFiles', 'upload.quotaBytes']

/** The shop is busy or draws several of the customer's pictures already: the same file will do later. */
export const TRY_AGAIN_KEYS: readonly string[] = ['render.busy', 'render.too-many']

/** The server cannot read HEIC and says what to do instead: the panel adds no HEIC hint of its own. */
export const HEIC_UNSUPPORTED_KEY = 'upload.heicUnsupported'
