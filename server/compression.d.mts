// Types of compression.mjs (plain JavaScript: the server loads it before Next).
import type { IncomingMessage, ServerResponse } from 'node:http'

export declare function withCompression(
  handle: (req: IncomingMessage, res: ServerResponse) => unknown,
): (req: IncomingMessage, res: ServerResponse) => unknown
