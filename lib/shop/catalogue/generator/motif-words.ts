import type { DesignStyleKey } from '@/lib/model/design-keys'

/**
 * How the generator talks about a built-in motif (lib/shop/design-print/design/motifs): the noun for look names
 * with its German gender (for adjective endings), a phrase for descriptions, and the style it
 * suggests. `names` are hand-picked original names tried before the adjective + noun ones.
 */
export type Gender = 'm' | 'f' | 'n' | 'pl'
export type MotifWords = {
  noun: { de: string; en: string; gender: Gender }
  phrase: { de: string; en: string }
  style: DesignStyleKey
  names?: readonly { de: string; en: string }[]
}

const w = (
  de: string,
  gender: Gender,
  en: string,
  phraseDe: string,
  phraseEn: string,
  style: DesignStyleKey,
  names: { de: string; en: string }[] = [],
): MotifWords => ({ noun: { de, en, gender }, phrase: { de: phraseDe, en: phraseEn }, style, names })

export const MOTIF_WORDS: Record<string, MotifWords> = {
  flower: w('Blüte', 'f', 'blossom', 'eine große Blüte', 'a large blossom', 'floral', [
    { de: 'Blütenzauber', en: 'Blossom magic' },
  ]),
  'flower-trio': w(
    'Blumen',
    'pl',
    'flowers',
    'ein Strauß aus drei Blüten',
    'a posy of three blossoms',
    'floral',
    [
      { de: 'Blumenwiese', en: 'Flower meadow' },
      { de: 'Sommerstrauß', en: 'Summer posy' },
    ],
  ),
  eucalyptus: w(
    'Eukalyptus',
    'm',
    'eucalyptus',
    'zarte Eukalyptuszweige',
    'delicate eucalyptus sprigs',
    'floral',
  ),
  branch: w('Zweig', 'm', 'sprig', 'ein Zweig mit Beeren', 'a sprig with berries', 'rustic', [
    { de: 'Beerenzweig', en: 'Berry sprig' },
  ]),
  wreath: w(
    'Kranz',
    'm',
    'wreath',
    'ein Kranz aus Blättern und Beeren',
    'a wreath of leaves and berries',
    'classic',
  ),
  laurel: w('Lorbeer', 'm', 'laurel', 'ein Lorbeerkranz', 'a laurel wreath', 'classic'),
  pampas: w('Pampas', 'n', 'pampas', 'Pampasgras', 'pampas grass', 'boho', [
    { de: 'Boho dream', en: 'Boho dream' },
  ]),
  tulip: w('Tulpe', 'f', 'tulip', 'eine Tulpe', 'a tulip', 'floral'),
  leaves: w('Blätter', 'pl', 'leaves', 'ein Fächer aus Blättern', 'a fan of leaves', 'boho', [
    { de: 'Blätterfächer', en: 'Leaf fan' },
  ]),
  heart: w('Herz', 'n', 'heart', 'ein großes Herz', 'a big heart', 'modern', [
    { de: 'Herzensangelegenheit', en: 'Matter of the heart' },
  ]),
  hearts: w('Herzen', 'pl', 'hearts', 'verspielte Herzen', 'playful hearts', 'playful', [
    { de: 'Herzklopfen', en: 'Heartbeat' },
  ]),
  star: w('Stern', 'm', 'star', 'ein Stern', 'a star', 'minimal'),
  stars: w('Sterne', 'pl', 'stars', 'funkelnde Sterne', 'twinkling stars', 'playful', [
    { de: 'Sternenhimmel', en: 'Starry sky' },
  ]),
  'moon-star': w('Mond', 'm', 'moon', 'Mond und Stern', 'a moon and a star', 'playful', [
    { de: 'Gute Nacht', en: 'Good night' },
  ]),
  cross: w('Kreuz', 'n', 'cross', 'ein schlichtes Kreuz', 'a simple cross', 'minimal'),
  dove: w('Taube', 'f', 'dove', 'eine Taube mit Zweig', 'a dove with a twig', 'classic', [
    { de: 'Friedenstaube', en: 'Dove of peace' },
  ]),
  fish: w('Fisch', 'm', 'fish', 'das Fischsymbol', 'the fish symbol', 'minimal'),
  candle: w('Kerze', 'f', 'candle', 'eine brennende Kerze', 'a burning candle', 'classic', [
    { de: 'Lichtblick', en: 'Ray of light' },
  ]),
  rings: w('Ringe', 'pl', 'rings', 'zwei verschlungene Ringe', 'two interlaced rings', 'elegant'),
  crown: w('Krone', 'f', 'crown', 'eine Krone', 'a crown', 'playful'),
  sun: w('Sonne', 'f', 'sun', 'eine strahlende Sonne', 'a shining sun', 'playful', [
    { de: 'Sonnenschein', en: 'Sunshine' },
  ]),
  rainbow: w('Regenbogen', 'm', 'rainbow', 'ein Regenbogen', 'a rainbow', 'playful'),
  house: w('Haus', 'n', 'house', 'ein kleines Haus', 'a little house', 'modern', [
    { de: 'Neues Zuhause', en: 'New home' },
  ]),
  'house-frame': w(
    'Dachstuhl',
    'm',
    'roof truss',
    'ein Dachstuhl mit Richtkranz',
    'a roof truss with a topping-out wreath',
    'rustic',
  ),
  tie: w('Krawatte', 'f', 'tie', 'eine Krawatte', 'a tie', 'modern'),
  balloons: w('Ballons', 'pl', 'balloons', 'bunte Luftballons', 'colourful balloons', 'playful', [
    { de: 'Up and away', en: 'Up and away' },
  ]),
  confetti: w('Konfetti', 'n', 'confetti', 'Konfetti', 'confetti', 'playful', [
    { de: 'Konfettiregen', en: 'Confetti shower' },
  ]),
  cake: w('Torte', 'f', 'cake', 'eine Torte mit Kerzen', 'a cake with candles', 'playful'),
  glasses: w('Gläser', 'pl', 'glasses', 'zwei Sektgläser', 'two champagne glasses', 'elegant', [
    { de: 'Cheers', en: 'Cheers' },
  ]),
  firework: w('Feuerwerk', 'n', 'fireworks', 'ein Feuerwerk', 'fireworks', 'modern'),
  'fir-tree': w('Tanne', 'f', 'fir tree', 'eine Tanne mit Stern', 'a fir tree with a star', 'classic'),
  'fir-trees': w('Tannen', 'pl', 'fir trees', 'ein kleiner Tannenwald', 'a little fir forest', 'rustic'),
  snowflake: w('Schneeflocke', 'f', 'snowflake', 'eine Schneeflocke', 'a snowflake', 'minimal', [
    { de: 'Flockentanz', en: 'Snowflake dance' },
  ]),
  egg: w('Osterei', 'n', 'Easter egg', 'ein bemaltes Osterei', 'a painted Easter egg', 'playful'),
  bunny: w('Hase', 'm', 'bunny', 'ein Osterhase', 'an Easter bunny', 'playful', [
    { de: 'Hoppel', en: 'Hop hop' },
  ]),
  pretzel: w('Brezel', 'f', 'pretzel', 'eine Brezel', 'a pretzel', 'rustic', [
    { de: "O'zapft is", en: "O'zapft is" },
  ]),
  beer: w('Maß', 'f', 'beer stein', 'ein Maßkrug', 'a beer stein', 'rustic'),
  'school-cone': w('Schultüte', 'f', 'school cone', 'eine Schultüte', 'a school cone', 'playful'),
  geometric: w('Dreiecke', 'pl', 'triangles', 'geometrische Linien', 'geometric lines', 'modern', [
    { de: 'Geo Lines', en: 'Geo lines' },
  ]),
  'deco-lines': w('Linien', 'pl', 'lines', 'feine Art-déco-Linien', 'fine art deco lines', 'minimal', [
    { de: 'Klare Linie', en: 'Clean line' },
  ]),
  dots: w('Punkte', 'pl', 'dots', 'ein Kreis aus Punkten', 'a circle of dots', 'modern', [
    { de: 'Pretty points', en: 'Pretty points' },
  ]),
}
