/**
 * Device info (spec 3): what the flag attributes (mobileDevice) and the crawler rule need, read from the
 * User-Agent header. Deliberately small: the shop does not branch on browsers beyond these flags.
 */
export interface DeviceInfo {
  isMobile: boolean
  isTablet: boolean
  isDesktop: boolean
  isIos: boolean
  isAndroid: boolean
  isChrome: boolean
  isFirefox: boolean
  isSafari: boolean
  isEdge: boolean
  isCrawler: boolean
}

// Search engines, social previews, SEO tools, monitoring and headless automation: none of them should
// enter an experiment or count as an impression.
const CRAWLER =
  /bot\b|bot\/|crawler|spider|slurp|bingpreview|facebookexternalhit|embedly|quora link preview|whatsapp|telegrambot|skypeuripreview|lighthouse|chrome-lighthouse|pingdom|uptimerobot|headlesschrome|phantomjs|google-inspectiontool|googleother|adsbot|mediapartners-google|yandex|baiduspider|duckduckgo|applebot|petalbot|semrush|ahrefs|mj12bot|dotbot|seznambot|bytespider|gptbot|ccbot|claudebot|perplexitybot/i

export function deviceInfo(userAgent: string | null | undefined): DeviceInfo {
  const ua = userAgent ?? ''
  const isIpad = /ipad/i.test(ua)
  const isIos = /iphone|ipod|ipad/i.test(ua)
  const isAndroid = /android/i.test(ua)
  const isTablet = isIpad || (isAndroid && !/mobile/i.test(ua)) || /tablet|silk|kindle/i.test(ua)
  const isMobile =
    !isTablet && (/mobi|iphone|ipod|windows phone/i.test(ua) || (isAndroid && /mobile/i.test(ua)))
  const isEdge = /edg\//i.test(ua)
  const isChrome = !isEdge && /chrome|crios|chromium/i.test(ua)
  return {
    isMobile,
    isTablet,
    isDesktop: !isMobile && !isTablet,
    isIos,
    isAndroid,
    isChrome,
    isFirefox: /firefox|fxios/i.test(ua),
    isSafari: !isChrome && !isEdge && /safari/i.test(ua) && !isAndroid,
    isEdge,
    // An empty agent is a script, not a shopper.
    isCrawler: ua.trim() === '' || CRAWLER.test(ua),
  }
}
