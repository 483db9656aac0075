import type { NewOccasion } from '@/lib/db/schema'

/**
 * The occasions of the spec (sections 1 and 3). Keys never change once shipped (pages, designs and
 * themes refer to them); positions leave gaps of 10 so a new entry can slot in without renumbering.
 */

type SeedOccasion = Omit<NewOccasion, 'createdAt'>

export const OCCASION_SEED = [
  { key: 'hochzeit', position: 10, name: { 'de-DE': 'Hochzeit', 'en-GB': 'Wedding' } },
  { key: 'geburt', position: 20, name: { 'de-DE': 'Geburt', 'en-GB': 'Birth' } },
  { key: 'taufe', position: 30, name: { 'de-DE': 'Taufe', 'en-GB': 'Christening' } },
  { key: 'geburtstag', position: 40, name: { 'de-DE': 'Geburtstag', 'en-GB': 'Birthday' } },
  {
    key: 'kindergeburtstag',
    position: 50,
    name: { 'de-DE': 'Kindergeburtstag', 'en-GB': "Children's birthday" },
  },
  { key: 'einschulung', position: 60, name: { 'de-DE': 'Einschulung', 'en-GB': 'First day at school' } },
  { key: 'kommunion', position: 70, name: { 'de-DE': 'Kommunion', 'en-GB': 'First Holy Communion' } },
  // English has one word for both; the church in brackets keeps the two apart in menus.
  { key: 'firmung', position: 80, name: { 'de-DE': 'Firmung', 'en-GB': 'Confirmation (Catholic)' } },
  {
    key: 'konfirmation',
    position: 90,
    name: { 'de-DE': 'Konfirmation', 'en-GB': 'Confirmation (Protestant)' },
  },
  { key: 'ostern', position: 100, name: { 'de-DE': 'Ostern', 'en-GB': 'Easter' } },
  {
    key: 'weihnachten-private',
    position: 110,
    name: { 'de-DE': 'Weihnachten privat', 'en-GB': 'Christmas' },
  },
  {
    key: 'weihnachten-business',
    position: 120,
    name: { 'de-DE': 'Weihnachten geschäftlich', 'en-GB': 'Business Christmas' },
  },
  { key: 'trauer', position: 130, name: { 'de-DE': 'Trauer', 'en-GB': 'Sympathy' } },
  // From the spec's section-1 list; anniversaries next to their first event, the rest after trauer.
  { key: 'silberhochzeit', position: 15, name: { 'de-DE': 'Silberhochzeit', 'en-GB': 'Silver wedding' } },
  { key: 'jugendweihe', position: 95, name: { 'de-DE': 'Jugendweihe', 'en-GB': 'Youth consecration' } },
  { key: 'umzug', position: 140, name: { 'de-DE': 'Umzug', 'en-GB': 'Moving house' } },
  { key: 'valentinstag', position: 150, name: { 'de-DE': 'Valentinstag', 'en-GB': "Valentine's Day" } },
  { key: 'muttertag', position: 160, name: { 'de-DE': 'Muttertag', 'en-GB': "Mother's Day" } },
  { key: 'vatertag', position: 170, name: { 'de-DE': 'Vatertag', 'en-GB': "Father's Day" } },
  { key: 'ruhestand', position: 180, name: { 'de-DE': 'Ruhestand', 'en-GB': 'Retirement' } },
  { key: 'richtfest', position: 190, name: { 'de-DE': 'Richtfest', 'en-GB': 'Topping-out' } },
  { key: 'oktoberfest', position: 200, name: { 'de-DE': 'Oktoberfest', 'en-GB': 'Oktoberfest' } },
  { key: 'neujahr', position: 210, name: { 'de-DE': 'Neujahr', 'en-GB': 'New Year' } },
  { key: 'jubilaeum', position: 220, name: { 'de-DE': 'Jubiläum', 'en-GB': 'Jubilee' } },
  { key: 'party', position: 230, name: { 'de-DE': 'Party', 'en-GB': 'Party' } },
] satisfies SeedOccasion[]
