// Fails fast, before a long build, with one line naming a bad environment variable.
import { EnvError, parseEnv } from '../lib/env'

try {
  parseEnv(process.env)
} catch (error) {
  if (error instanceof EnvError) {
    console.error(error.message)
    process.exit(1)
  }
  throw error
}
