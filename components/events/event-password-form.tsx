import { getTranslations } from 'next-intl/server'
import styles from './event-page.module.css'

/** A password-protected event page before the password: its title and one field, nothing else. */
export async function EventPasswordForm({
  slug,
  title,
  locale,
  wrong,
}: {
  slug: string
  title: string
  locale: string
  wrong: boolean
}) {
  const t = await getTranslations({ locale, namespace: 'EventPage' })
  return (
    <article className={styles.page}>
      <header className={styles.hero}>
        <h1 className={styles.title}>{title}</h1>
      </header>
      <form className={styles.form} method="post" action={`/web-api/event-pages/${slug}/password`}>
        <h2>{t('password.title')}</h2>
        <p>{t('password.intro')}</p>
        {wrong && (
          <p className={styles.error} role="alert">
            {t('password.wrong')}
          </p>
        )}
        <label className={styles.field}>
          {t('password.label')}
          <input type="password" name="password" required maxLength={128} autoComplete="current-password" />
        </label>
        <button type="submit" className={styles.submit}>
          {t('password.submit')}
        </button>
      </form>
    </article>
  )
}
