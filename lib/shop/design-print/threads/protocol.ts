/**
 * What a work thread (pdf-entry.ts, faces-entry.ts) and the server's main thread (thread.ts) say to
 * each other. Only data crosses: a thread never touches the database or the storage (PGlite has one
 * owner, the main thread). A thread that needs stored bytes (the pictures of a print file) asks for
 * them by id and gets the bytes back.
 */
import { ShopError } from '@/lib/shop/common/errors'

export type ToThread<Task> =
  | { type: 'run'; id: number; task: Task }
  | { type: 'answer'; id: number; request: number; value: unknown; error?: string }

export type FromThread<Result> =
  | { type: 'done'; id: number; result: Result }
  | { type: 'failed'; id: number; message: string; shop?: ShopError['options'] }
  | { type: 'ask'; id: number; request: number; key: string }

export const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error))

/**
 * A failure as it crosses the thread boundary. Only data crosses, so a ShopError (a font the print
 * file cannot use: 422) travels as its message and options and is rebuilt on the other side; the
 * caller answers the same 4xx as when it drew the PDF itself.
 */
export const failureOf = (error: unknown): { message: string; shop?: ShopError['options'] } =>
  error instanceof ShopError ? { message: error.message, shop: error.options } : { message: messageOf(error) }

export const errorOf = (failure: { message: string; shop?: ShopError['options'] }): Error =>
  failure.shop ? new ShopError(failure.message, failure.shop) : new Error(failure.message)
