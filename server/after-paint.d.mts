// Types of after-paint.mjs (plain JavaScript: the server loads it before Next).
import type { IncomingMessage, ServerResponse } from 'node:http'

export declare const AFTER_PAINT_TYPE: string
export declare const AFTER_PAINT_ATTRIBUTE: string
export declare const LOADER: string
export declare class AfterPaintRewriter {
  push(text: string): string
  end(): string
}
export declare function withScriptsAfterPaint(
  handle: (req: IncomingMessage, res: ServerResponse) => unknown,
): (req: IncomingMessage, res: ServerResponse) => unknown
