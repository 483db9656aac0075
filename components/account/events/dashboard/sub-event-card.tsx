'use client'

import { useTranslations } from 'next-intl'
import type { SubEventCounts } from '@/lib/shop/events/dashboard/stats'
import styles from './dashboard.module.css'

/** One sub-event's counts, meals, diets and allergy texts (attending guests only). */
export function SubEventCard({ sub, askMeals }: { sub: SubEventCounts; askMeals: boolean }) {
  const t = useTranslations('EventAccount.dashboard')
  const diets = sub.diets.filter((diet) => diet.count > 0)
  return (
    <article className={styles.card} data-testid="dashboard-sub-event" aria-labelledby={`sub-${sub.id}`}>
      <h3 id={`sub-${sub.id}`}>{sub.name}</h3>
      <dl className={styles.counts}>
        {(['invited', 'accepted', 'declined', 'open'] as const).map((key) => (
          <div key={key} data-testid={`count-${key}`}>
            <dt>{t(`counts.${key}`)}</dt>
            <dd>{sub[key]}</dd>
          </div>
        ))}
      </dl>
      {(sub.plusOnes > 0 || sub.children > 0) && (
        <p className={styles.note}>
          {[
            sub.plusOnes > 0 ? t('plusOnes', { count: sub.plusOnes }) : '',
            sub.children > 0 ? t('children', { count: sub.children }) : '',
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
      )}
      {askMeals && (
        <section aria-label={t('mealsHeading')}>
          <p className={styles.note}>{t('mealsHeading')}</p>
          <ul className={styles.totals} data-testid="dashboard-meals">
            {sub.meals.map((meal) => (
              <li key={meal.choice}>
                <span>{meal.choice}</span>
                <strong>{meal.count}</strong>
              </li>
            ))}
            {sub.mealUnknown > 0 && (
              <li>
                <span>{t('mealUnknown')}</span>
                <strong>{sub.mealUnknown}</strong>
              </li>
            )}
          </ul>
        </section>
      )}
      <section aria-label={t('dietsHeading')}>
        <p className={styles.note}>{t('dietsHeading')}</p>
        {diets.length === 0 ? (
          <p>{t('none')}</p>
        ) : (
          <ul className={styles.totals}>
            {diets.map((diet) => (
              <li key={diet.key}>
                <span>{t(`diets.${diet.key}`)}</span>
                <strong>{diet.count}</strong>
              </li>
            ))}
          </ul>
        )}
      </section>
      {sub.allergies.length > 0 && (
        <section aria-label={t('allergiesHeading')}>
          <p className={styles.note}>{t('allergiesHeading')}</p>
          <ul className={styles.totals}>
            {sub.allergies.map((allergy) => (
              <li key={allergy.text}>
                <span>{allergy.text}</span>
                <strong>{allergy.count}</strong>
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  )
}
