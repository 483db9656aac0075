/**
 * The parcel services the shop hands orders to, with the page a customer follows a parcel on. The
 * shipping e-mail links there (issue 34 point 3), so the URL takes the tracking number where
 * `{tracking}` stands; the number is URL-encoded when filled in. A carrier is stored on the shipment by
 * its key; `aliases` are the names staff write in a tracking CSV ("Deutsche Post DHL", "Post.at").
 */
export interface Carrier {
  name: string
  trackingUrl: string
  aliases: readonly string[]
}

export const CARRIERS = {
  dhl: {
    name: 'DHL',
    trackingUrl: 'https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode={tracking}',
    aliases: ['dhl paket', 'deutsche post', 'deutsche post dhl'],
  },
  dpd: {
    name: 'DPD',
    trackingUrl: 'https://tracking.dpd.de/status/de_DE/parcel/{tracking}',
    aliases: [],
  },
  gls: {
    name: 'GLS',
    trackingUrl: 'https://gls-group.com/DE/de/paketverfolgung?match={tracking}',
    aliases: [],
  },
  hermes: {
    name: 'Hermes',
    trackingUrl: 'https://www.myhermes.de/empfangen/sendungsverfolgung/sendungsinformation#{tracking}',
    aliases: ['hermes germany'],
  },
  ups: {
    name: 'UPS',
    trackingUrl: 'https://www.ups.com/track?loc=de_DE&tracknum={tracking}',
    aliases: [],
  },
  'post-at': {
    name: 'Österreichische Post',
    trackingUrl: 'https://www.post.at/s/sendungssuche?snr={tracking}',
    aliases: ['post at', 'post.at', 'austrian post', 'oesterreichische post'],
  },
  'post-ch': {
    name: 'Die Schweizerische Post',
    trackingUrl: 'https://service.post.ch/ekp-web/ui/entry/search/{tracking}',
    aliases: ['post ch', 'post.ch', 'swiss post', 'schweizerische post', 'die post'],
  },
  usps: {
    name: 'USPS',
    trackingUrl: 'https://tools.usps.com/go/TrackConfirmAction?tLabels={tracking}',
    aliases: [],
  },
} as const satisfies Record<string, Carrier>

export type CarrierKey = keyof typeof CARRIERS
export const CARRIER_KEYS = Object.keys(CARRIERS) as CarrierKey[]

const normalise = (value: string) => value.trim().toLowerCase().replace(/\s+/g, ' ')

/**
 * The carrier a name stands for: its key, its display name or an alias, case and spacing ignored;
 * null for a parcel service the shop does not use (the e-mail then names it without a link).
 */
export function carrierOf(value: string): CarrierKey | null {
  const wanted = normalise(value)
  for (const key of CARRIER_KEYS) {
    const carrier: Carrier = CARRIERS[key]
    if (wanted === key || wanted === normalise(carrier.name) || carrier.aliases.includes(wanted)) return key
  }
  return null
}

/** The page that follows this parcel; null for an unknown carrier. */
export function trackingUrl(carrier: string, trackingNumber: string): string | null {
  const key = carrierOf(carrier)
  if (!key) return null
  return CARRIERS[key].trackingUrl.replace('{tracking}', encodeURIComponent(trackingNumber))
}

/** What the shipping e-mail and the back office call the carrier ("dhl" → "DHL"); unknown as written. */
export function carrierName(carrier: string): string {
  const key = carrierOf(carrier)
  return key ? CARRIERS[key].name : carrier
}
