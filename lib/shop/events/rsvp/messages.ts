/**
 * The guest side's sentences that the API answers with (German: the event portal lives on the card
 * brand, whose shops are German; the page's own texts are in locales/event-page). One neutral
 * sentence for "not found" by name, whether nobody or several households matched.
 */
export const RSVP_MESSAGES = {
  notFoundByName:
    'Unter diesem Namen konnten wir keine Einladung eindeutig finden. Bitte prüfen Sie die Schreibweise oder nutzen Sie den Link auf Ihrer Karte.',
  wrongPassword: 'Das Passwort stimmt nicht. Bitte versuchen Sie es noch einmal.',
  passwordFirst: 'Bitte geben Sie zuerst das Passwort der Einladungsseite ein.',
  linkUnknown:
    'Diesen persönlichen Link gibt es nicht (mehr). Vielleicht wurde er ersetzt: Fragen Sie die Gastgeber nach dem neuen Link oder suchen Sie Ihre Einladung auf der Einladungsseite mit Ihrem Namen.',
  linkUnknownHeading: 'Einladung nicht gefunden',
  refusedHeading: 'Das hat nicht geklappt',
  tooManyHeading: 'Bitte kurz warten',
  back: 'Zurück zur Einladung',
} as const
