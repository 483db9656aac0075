// Types of content-encoding.mjs (plain JavaScript: the server loads it before Next).
export declare function chosenEncoding(header: string | string[] | undefined): 'br' | 'gzip' | null
