import type { NewProductKind } from '@/lib/db/schema'

/**
 * The catalogue every installation starts with. Editorial copy beyond these names lives in the CMS;
 * this is the small, stable vocabulary the shop's own routes and filters are built on.
 * Positions leave gaps of 10 so a new entry can slot in without renumbering.
 */

type SeedProductKind = Omit<NewProductKind, 'createdAt'>

export const PRODUCT_KIND_SEED = [
  {
    key: 'card',
    brands: ['card'],
    position: 10,
    name: { 'de-DE': 'Karten', 'en-GB': 'Cards' },
    description: {
      'de-DE':
        'Einladungs-, Dank- und Grußkarten, die Sie mit eigenen Fotos und Worten gestalten und auf Wunsch mit Gold, Silber oder Relieflack veredeln.',
      'en-GB':
        'Invitation, thank-you and greeting cards you design with your own photos and words, finished in gold, silver or raised varnish if you like.',
    },
    slug: { 'de-DE': 'karten', 'en-GB': 'cards' },
  },
  {
    key: 'photoprint',
    brands: ['card', 'poster'],
    position: 20,
    name: { 'de-DE': 'Fotoabzüge', 'en-GB': 'Photo prints' },
    description: {
      'de-DE':
        'Ihre Lieblingsbilder als klassische Abzüge in matt oder glänzend, vom Taschenformat bis zum Poster.',
      'en-GB': 'Your favourite pictures as classic prints in matt or gloss, from pocket size to poster.',
    },
    slug: { 'de-DE': 'fotoabzuege', 'en-GB': 'photo-prints' },
  },
  {
    key: 'photoframe',
    brands: ['poster'],
    position: 30,
    name: { 'de-DE': 'Bilder mit Rahmen', 'en-GB': 'Framed prints' },
    description: {
      'de-DE':
        'Ihr Foto fertig gerahmt in Holz, Aluminium oder Kunststoff, auf Wunsch mit Passepartout und bereit zum Aufhängen.',
      'en-GB':
        'Your photo delivered ready-framed in wood, aluminium or plastic, with an optional mount and ready to hang.',
    },
    slug: { 'de-DE': 'bilder-mit-rahmen', 'en-GB': 'framed-prints' },
  },
  {
    key: 'collage',
    brands: ['poster'],
    position: 40,
    name: { 'de-DE': 'Fotocollagen', 'en-GB': 'Photo collages' },
    description: {
      'de-DE':
        'Viele Erinnerungen auf einem Bild: Layout wählen, mit Ihren Fotos füllen und als Poster, auf Leinwand oder gerahmt drucken lassen.',
      'en-GB':
        'Many memories in one picture: choose a layout, fill it with your photos and have it printed as a poster, on canvas or framed.',
    },
    slug: { 'de-DE': 'fotocollagen', 'en-GB': 'photo-collages' },
  },
  {
    key: 'calendar',
    brands: ['poster'],
    position: 50,
    name: { 'de-DE': 'Fotokalender', 'en-GB': 'Photo calendars' },
    description: {
      'de-DE':
        'Wand-, Tisch- und Familienkalender mit Ihren eigenen Bildern für jeden Monat, beginnend mit dem Monat Ihrer Wahl.',
      'en-GB':
        'Wall, desk and family calendars with your own pictures for every month, starting in whichever month you choose.',
    },
    slug: { 'de-DE': 'fotokalender', 'en-GB': 'photo-calendars' },
  },
  {
    key: 'photobook',
    brands: ['card', 'poster'],
    position: 60,
    name: { 'de-DE': 'Fotobücher', 'en-GB': 'Photo books' },
    description: {
      'de-DE':
        'Halten Sie Urlaub, Hochzeit oder ein ganzes Jahr in einem Buch fest, als Hardcover, Softcover oder Layflat auf echtem Fotopapier.',
      'en-GB':
        'Keep a holiday, a wedding or a whole year in one book, as a hardcover, softcover or lay-flat edition on real photo paper.',
    },
    slug: { 'de-DE': 'fotobuecher', 'en-GB': 'photo-books' },
  },
  {
    key: 'photobox',
    brands: ['card', 'poster'],
    position: 70,
    name: { 'de-DE': 'Fotoboxen', 'en-GB': 'Photo boxes' },
    description: {
      'de-DE':
        'Eine gestaltete Geschenkbox voller Fotoabzüge, die Sie mit einem Design Ihrer Wahl persönlich machen.',
      'en-GB': 'A designed gift box full of photo prints, made personal with the design of your choice.',
    },
    slug: { 'de-DE': 'fotoboxen', 'en-GB': 'photo-boxes' },
  },
] satisfies SeedProductKind[]
