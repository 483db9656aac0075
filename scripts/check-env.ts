// Fails fast, before a long build, with one line naming a bad environment variable; then makes sure
// the server will have a secret of its own (docs/adr/0047): AUTH_SECRET, or in development and test
// the one generated into DATA_DIR/auth-secret, which the server reads from there.
import { AuthSecretMissingError, resolveAuthSecret } from '../lib/auth/secret'
import { SecretFileError } from '../lib/auth/secret-file'
import { EnvError, parseEnv } from '../lib/env'

try {
  const source = resolveAuthSecret(parseEnv(process.env))
  if (source.kind === 'file' && source.generated) {
    // The path only, never the value.
    console.log(
      `Generated AUTH_SECRET: a random secret stored in ${source.file} (readable by you only), ` +
        'reused on later starts. Several instances sharing one database need AUTH_SECRET set.',
    )
  }
} catch (error) {
  if (
    error instanceof EnvError ||
    error instanceof AuthSecretMissingError ||
    error instanceof SecretFileError
  ) {
    console.error(error.message)
    process.exit(1)
  }
  throw error
}
