import type { OccasionKey } from '@/lib/model/catalog-keys'

/**
 * German sample texts of the generated designs, the placeholders a customer overwrites in the design
 * tool (names, dates, places), and the phrase that names the occasion in descriptions.
 */
export type OccasionTexts = {
  phrase: { de: string; en: string }
  headline: string
  who: string
  when: string
  where: string
  details: string
  thanks: string
  thanksBody: string
  /** Headline of greeting and announcement cards. */
  greeting?: string
  greetingBody?: string
  initials: string
}

const event = (
  de: string,
  en: string,
  headline: string,
  who: string,
  when: string,
  where: string,
  details: string,
  extra: Partial<OccasionTexts> = {},
): OccasionTexts => ({
  phrase: { de, en },
  headline,
  who,
  when,
  where,
  details,
  thanks: 'Von Herzen Danke',
  thanksBody: 'für Ihre lieben Glückwünsche, Geschenke und Aufmerksamkeiten.',
  initials: who
    .split(/\s*&\s*|\s+/)
    .map((part) => part.charAt(0))
    .slice(0, 2)
    .join(' & '),
  ...extra,
})

const greeting = (de: string, en: string, headline: string, body: string, signature: string): OccasionTexts =>
  event(de, en, headline, signature, '2027', '', body, {
    greeting: headline,
    greetingBody: body,
    initials: headline.charAt(0),
  })

export const OCCASION_TEXTS: Record<OccasionKey, OccasionTexts> = {
  hochzeit: event(
    'zur Hochzeit',
    'for a wedding',
    'Wir heiraten',
    'Anna & Paul',
    'Samstag, 12. Juni 2027',
    'Gut Sonnenhof · München',
    'Wir freuen uns, diesen Tag mit euch zu feiern: Trauung um 14 Uhr, anschließend Empfang und Abendessen.',
    { thanks: 'Danke' },
  ),
  silberhochzeit: event(
    'zur Silberhochzeit',
    'for a silver wedding',
    '25 Jahre verheiratet',
    'Sabine & Thomas',
    'Freitag, 3. September 2027',
    'Landgasthof Linde · Freiburg',
    'Feiert mit uns ein Vierteljahrhundert Liebe bei Essen, Musik und Tanz ab 18 Uhr.',
  ),
  taufe: event(
    'zur Taufe',
    'for a christening',
    'Meine Taufe',
    'Emma',
    'Sonntag, 9. Mai 2027',
    'St. Martin · Bamberg',
    'Wir laden euch herzlich zum Taufgottesdienst um 10 Uhr und zum Mittagessen ein.',
  ),
  kommunion: event(
    'zur Kommunion',
    'for a First Holy Communion',
    'Meine Erstkommunion',
    'Lukas',
    'Sonntag, 25. April 2027',
    'St. Josef · Regensburg',
    'Feiert mit mir nach dem Festgottesdienst um 10 Uhr im Gasthaus zur Post.',
  ),
  firmung: event(
    'zur Firmung',
    'for a Confirmation',
    'Meine Firmung',
    'Sophia',
    'Samstag, 19. Juni 2027',
    'Dom St. Peter · Augsburg',
    'Ich freue mich auf euch beim Firmgottesdienst um 15 Uhr und beim anschließenden Fest.',
  ),
  konfirmation: event(
    'zur Konfirmation',
    'for a Confirmation',
    'Meine Konfirmation',
    'Jonas',
    'Sonntag, 2. Mai 2027',
    'Christuskirche · Hannover',
    'Nach dem Gottesdienst um 10 Uhr feiern wir zusammen bei uns im Garten.',
  ),
  jugendweihe: event(
    'zur Jugendweihe',
    'for a youth consecration',
    'Meine Jugendweihe',
    'Lea',
    'Samstag, 15. Mai 2027',
    'Stadthalle · Leipzig',
    'Feiert mit mir den Schritt ins Erwachsenenleben, ab 13 Uhr im Restaurant am See.',
  ),
  geburtstag: event(
    'zum Geburtstag',
    'for a birthday',
    'Einladung zum 50.',
    'Michael',
    'Samstag, 6. März 2027',
    'Alte Mühle · Köln',
    'Ein halbes Jahrhundert will gefeiert werden: ab 19 Uhr mit Buffet, Musik und euch.',
    { thanks: 'Danke schön' },
  ),
  kindergeburtstag: event(
    'zum Kindergeburtstag',
    "for a children's birthday",
    'Ich werde 6!',
    'Mia',
    'Samstag, 17. April 2027',
    'bei uns zu Hause',
    'Komm zu meiner Party von 15 bis 18 Uhr, mit Schatzsuche, Kuchen und Spielen!',
    { thanks: 'Danke!', thanksBody: 'für die tollen Geschenke und den schönen Tag!' },
  ),
  einschulung: event(
    'zur Einschulung',
    'for the first day at school',
    'Endlich Schulkind',
    'Ben',
    'Samstag, 11. September 2027',
    'Grundschule am Park',
    'Nach der Einschulungsfeier um 9 Uhr gibt es Kuchen und Überraschungen bei uns.',
  ),
  geburt: event(
    'zur Geburt',
    'for a birth announcement',
    'Hallo Welt',
    'Lina Marie',
    '14. Februar 2027 · 3240 g · 51 cm',
    'Hamburg',
    'Wir sind überglücklich über unser kleines Wunder.',
    { greeting: 'Hallo Welt', greetingBody: 'Unser kleines Wunder ist da.' },
  ),
  trauer: event(
    'zur Trauer',
    'for a bereavement',
    'In stiller Trauer',
    'Margarete Huber',
    '* 4. März 1938   † 12. Oktober 2027',
    'Friedhof St. Anna · Passau',
    'Die Trauerfeier findet am Freitag, 19. Oktober, um 11 Uhr in der Friedhofskapelle statt.',
    {
      thanks: 'Danke',
      thanksBody: 'für die vielen Zeichen der Verbundenheit und Anteilnahme.',
      greeting: 'In Liebe und Dankbarkeit',
      greetingBody: 'Was bleibt, sind Liebe und Erinnerung.',
    },
  ),
  ruhestand: event(
    'zum Ruhestand',
    'for a retirement',
    'Endlich Ruhestand',
    'Gerhard Wolf',
    'Freitag, 30. Juli 2027',
    'Weingut Berg · Mainz',
    'Nach 42 Jahren im Beruf möchte ich mit euch anstoßen, ab 17 Uhr im Weingut.',
  ),
  richtfest: event(
    'zum Richtfest',
    'for a topping-out ceremony',
    'Einladung zum Richtfest',
    'Familie Schneider',
    'Samstag, 22. Mai 2027',
    'Am Lindenweg 7 · Ulm',
    'Der Dachstuhl steht! Feiert mit uns ab 15 Uhr mit Richtspruch, Brotzeit und Bier.',
  ),
  oktoberfest: event(
    'zum Oktoberfest',
    'for an Oktoberfest party',
    "O'zapft is!",
    'Vroni & Sepp',
    'Samstag, 25. September 2027',
    'Hofgarten · Rosenheim',
    'Zur Wiesn-Gaudi mit Weißwurst, Brezn und Blasmusik laden wir euch ab 12 Uhr ein.',
  ),
  jubilaeum: event(
    'zum Jubiläum',
    'for an anniversary',
    '25 Jahre',
    'Bäckerei Krause',
    'Freitag, 8. Oktober 2027',
    'Marktplatz 3 · Erfurt',
    'Wir feiern unser Jubiläum und sagen Danke mit Sekt, Kuchen und Musik ab 16 Uhr.',
  ),
  party: event(
    'zur Party',
    'for a party',
    "Let's party",
    'Julia & Tim',
    'Samstag, 10. Juli 2027',
    'Dachterrasse · Berlin',
    'Sommer, Drinks und gute Musik: Feiert mit uns ab 20 Uhr bis in die Nacht.',
  ),
  umzug: event(
    'zum Umzug',
    'for moving house',
    'Wir sind umgezogen',
    'Lisa & Max',
    'ab 1. August 2027',
    'Gartenstraße 12 · 70173 Stuttgart',
    'Zur Einweihung unserer neuen Wohnung laden wir euch am 14. August ab 18 Uhr ein.',
    {
      greeting: 'Neue Adresse',
      greetingBody: 'Ab sofort findet ihr uns in der Gartenstraße 12, 70173 Stuttgart.',
    },
  ),
  'weihnachten-private': greeting(
    'zu Weihnachten',
    'for Christmas',
    'Frohe Weihnachten',
    'Besinnliche Feiertage und alles Gute für das neue Jahr.',
    'Familie Berger',
  ),
  'weihnachten-business': greeting(
    'zu Weihnachten (geschäftlich)',
    'for business Christmas',
    'Frohe Festtage',
    'Wir danken Ihnen für die gute Zusammenarbeit und wünschen Ihnen ein erfolgreiches neues Jahr.',
    'Ihr Team der Muster GmbH',
  ),
  ostern: greeting(
    'zu Ostern',
    'for Easter',
    'Frohe Ostern',
    'Sonnige Feiertage und eine schöne Eiersuche!',
    'Eure Familie Weber',
  ),
  valentinstag: greeting(
    'zum Valentinstag',
    "for Valentine's Day",
    'Für dich',
    'Du bist mein liebster Mensch.',
    'Dein Felix',
  ),
  muttertag: greeting(
    'zum Muttertag',
    "for Mother's Day",
    'Danke, Mama',
    'Für all deine Liebe, jeden Tag.',
    'Deine Hanna',
  ),
  vatertag: greeting(
    'zum Vatertag',
    "for Father's Day",
    'Bester Papa',
    'Danke, dass du immer für mich da bist.',
    'Dein Paul',
  ),
  neujahr: greeting(
    'zum neuen Jahr',
    'for the New Year',
    'Frohes neues Jahr',
    'Auf ein glückliches, gesundes 2028!',
    'Familie Roth',
  ),
}
