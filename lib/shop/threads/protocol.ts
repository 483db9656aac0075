/**
 * What a work thread (pdf-entry.ts, faces-entry.ts) and the server's main thread (thread.ts) say to
 * each other. Only data crosses: a thread never touches the database or the storage (PGlite has one
 * owner, the main thread). A thread that needs stored bytes (the pictures of a print file) asks for
 * them by id and gets the bytes back.
 */
export type ToThread<Task> =
  | { type: 'run'; id: number; task: Task }
  | { type: 'answer'; id: number; request: number; value: unknown; error?: string }

export type FromThread<Result> =
  | { type: 'done'; id: number; result: Result }
  | { type: 'failed'; id: number; message: string }
  | { type: 'ask'; id: number; request: number; key: string }

export const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error))
