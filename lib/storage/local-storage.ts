import { randomUUID } from 'node:crypto'
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { dirname, join, resolve, sep } from 'node:path'
import { assertStorageKey, StorageError, type ObjectStorage } from './storage'

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
      const temp = join(dirname(path), `.${randomUUID()}.tmp`)
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
    async delete(key) {
      await rm(pathOf(key), { force: true })
    },
  }
}
