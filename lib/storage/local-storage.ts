import { randomUUID } from 'node:crypto'
import { mkdir, open, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import { Readable } from 'node:stream'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { assertStorageKey, STORAGE_KEY, StorageError, type ObjectStorage } from './storage'

/**
 * Files on local disk under `root`. Writes go to a temporary name and are renamed into place, so a
 * reader never sees half a file and a crash leaves at most a stray temp file, never a truncated object.
 */
export function localStorage(root: string): ObjectStorage {
  const base = resolve(root)
  const pathOf = (key: string) => {
    assertStorageKey(key)
    const path = resolve(base, key)
    // The key pattern already excludes "..", this is the belt to those braces.
    if (!path.startsWith(base + sep)) throw new StorageError(`Key ${key} leaves the storage folder`)
    return path
  }
  return {
    async put(key, bytes) {
      const path = pathOf(key)
      await mkdir(dirname(path), { recursive: true })
      const temp = join(dirname(path), `.${randomUUID()}${TEMP_SUFFIX}`)
      try {
        await writeFile(temp, bytes, { flag: 'wx' })
        await rename(temp, path)
      } catch (error) {
        await rm(temp, { force: true })
        throw error
      }
    },
    async get(key) {
      try {
        return new Uint8Array(await readFile(pathOf(key)))
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
        throw error
      }
    },
    async stream(key) {
      let handle
      try {
        handle = await open(pathOf(key))
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
        throw error
      }
      // The size of the file opened: a rename over the key meanwhile does not change what is read.
      const { size } = await handle.stat()
      const body = Readable.toWeb(handle.createReadStream()) as ReadableStream<Uint8Array>
      return { body, size }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true })
    },
    async *list(prefix) {
      for await (const { path } of filesUnder(join(base, prefix.split('/').slice(0, -1).join(sep)))) {
        const key = relative(base, path).split(sep).join('/')
        // Temp files of writes in flight do not match the key pattern, so they are skipped.
        if (!key.startsWith(prefix) || !STORAGE_KEY.test(key)) continue
        yield { key, modifiedAt: (await stat(path)).mtime }
      }
    },
    async removeIncompleteWrites(olderThan) {
      let removed = 0
      for await (const { path, name } of filesUnder(base)) {
        if (!name.startsWith('.') || !name.endsWith(TEMP_SUFFIX)) continue
        if ((await stat(path)).mtime >= olderThan) continue // a write may still be in flight
        await rm(path, { force: true })
        removed++
      }
      return removed
    },
  }
}

const TEMP_SUFFIX = '.tmp'

/** Every plain file under `folder`, at any depth (none when the folder does not exist). */
async function* filesUnder(folder: string): AsyncGenerator<{ path: string; name: string }> {
  let entries
  try {
    entries = await readdir(folder, { withFileTypes: true })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return
    throw error
  }
  for (const entry of entries) {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) yield* filesUnder(path)
    else if (entry.isFile()) yield { path, name: entry.name }
  }
}
