import { DEFAULT_THEME_ID } from '@/lib/config/catalog'
import type { NewTheme } from '@/lib/db/schema'

/**
 * The first themes: families of matching designs, found at /themes/{id}. Ids are the old shop's, kept
 * so existing links work; DEFAULT_THEME_ID (1461) must be among them because /themes/ without an id
 * shows it. Designs are not seeded here; the design generator attaches them by theme id.
 */

type SeedTheme = Omit<NewTheme, 'createdAt'>

export const THEME_SEED = [
  {
    id: DEFAULT_THEME_ID,
    name: { 'de-DE': 'Eukalyptus', 'en-GB': 'Eucalyptus' },
    description: {
      'de-DE': 'Zarte Eukalyptuszweige in Salbeigrün, von der Einladung bis zur Tischkarte.',
      'en-GB': 'Delicate eucalyptus sprigs in sage green, from the invitation to the place card.',
    },
    occasion: 'hochzeit',
    isSet: true,
  },
  {
    id: 1462,
    name: { 'de-DE': 'Goldene Ringe', 'en-GB': 'Golden rings' },
    description: null,
    occasion: 'hochzeit',
    isSet: true,
  },
  {
    id: 1470,
    name: { 'de-DE': 'Boho Pampas', 'en-GB': 'Boho pampas' },
    description: null,
    occasion: 'hochzeit',
    isSet: true,
  },
  {
    id: 1478,
    name: { 'de-DE': 'Silberglanz', 'en-GB': 'Silver shine' },
    description: null,
    occasion: 'silberhochzeit',
    isSet: false,
  },
  {
    id: 1503,
    name: { 'de-DE': 'Kleiner Stern', 'en-GB': 'Little star' },
    description: null,
    occasion: 'geburt',
    isSet: true,
  },
  {
    id: 1520,
    name: { 'de-DE': 'Regenbogen', 'en-GB': 'Rainbow' },
    description: null,
    occasion: 'kindergeburtstag',
    isSet: false,
  },
  {
    id: 1531,
    name: { 'de-DE': 'Fisch und Taube', 'en-GB': 'Fish and dove' },
    description: null,
    occasion: 'kommunion',
    isSet: true,
  },
  {
    id: 1544,
    name: { 'de-DE': 'Winterwald', 'en-GB': 'Winter forest' },
    description: null,
    occasion: 'weihnachten-private',
    isSet: false,
  },
  {
    id: 1551,
    name: { 'de-DE': 'Stille Anteilnahme', 'en-GB': 'Quiet sympathy' },
    description: null,
    occasion: 'trauer',
    isSet: true,
  },
  {
    id: 1560,
    name: { 'de-DE': 'Osterwiese', 'en-GB': 'Easter meadow' },
    description: null,
    occasion: 'ostern',
    isSet: false,
  },
] satisfies SeedTheme[]
