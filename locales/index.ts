import type { MessageLocale } from '@/lib/config/locales'
import accountdeDE from './account/de-DE.json'
import accountenGB from './account/en-GB.json'
import accountenUS from './account/en-US.json'
import accountDesignsdeDE from './account-designs/de-DE.json'
import accountDesignsenGB from './account-designs/en-GB.json'
import calendardeDE from './calendar/de-DE.json'
import calendarenGB from './calendar/en-GB.json'
import calendarenUS from './calendar/en-US.json'
import cartdeDE from './cart/de-DE.json'
import cartenGB from './cart/en-GB.json'
import cartenUS from './cart/en-US.json'
import catalogdeCH from './catalog/de-CH.json'
import catalogdeDE from './catalog/de-DE.json'
import catalogenGB from './catalog/en-GB.json'
import catalogenUS from './catalog/en-US.json'
import collagedeDE from './collage/de-DE.json'
import collageenGB from './collage/en-GB.json'
import collageenUS from './collage/en-US.json'
import containersdeDE from './containers/de-DE.json'
import containersenGB from './containers/en-GB.json'
import containersenUS from './containers/en-US.json'
import contentdeAT from './content/de-AT.json'
import contentdeCH from './content/de-CH.json'
import contentdeDE from './content/de-DE.json'
import contentenGB from './content/en-GB.json'
import contentenUS from './content/en-US.json'
import coredeAT from './core/de-AT.json'
import coredeCH from './core/de-CH.json'
import coredeDE from './core/de-DE.json'
import coreenGB from './core/en-GB.json'
import coreenUS from './core/en-US.json'
import editordeDE from './editor/de-DE.json'
import eventAccountdeDE from './event-account/de-DE.json'
import eventAccountenGB from './event-account/en-GB.json'
import eventGuestsdeDE from './event-guests/de-DE.json'
import eventGuestsenGB from './event-guests/en-GB.json'
import eventPrintdeDE from './event-print/de-DE.json'
import eventPrintenGB from './event-print/en-GB.json'
import editorenGB from './editor/en-GB.json'
import designApprovaldeDE from './design-approval/de-DE.json'
import designApprovalenGB from './design-approval/en-GB.json'
import editorPanelsdeDE from './editor-panels/de-DE.json'
import editorPanelsenGB from './editor-panels/en-GB.json'
import flagsdeAT from './flags/de-AT.json'
import flagsdeCH from './flags/de-CH.json'
import flagsdeDE from './flags/de-DE.json'
import flagsenGB from './flags/en-GB.json'
import flagsenUS from './flags/en-US.json'
import ordersdeAT from './orders/de-AT.json'
import ordersdeCH from './orders/de-CH.json'
import ordersdeDE from './orders/de-DE.json'
import ordersenGB from './orders/en-GB.json'
import ordersenUS from './orders/en-US.json'
import photoEditordeDE from './photo-editor/de-DE.json'
import photoEditorenGB from './photo-editor/en-GB.json'
import photobookdeDE from './photobook/de-DE.json'
import photobookenGB from './photobook/en-GB.json'
import photobookenUS from './photobook/en-US.json'
import photoboxdeDE from './photobox/de-DE.json'
import photoboxenGB from './photobox/en-GB.json'
import photoboxenUS from './photobox/en-US.json'
import photoPrintsdeDE from './photo-prints/de-DE.json'
import photoPrintsenGB from './photo-prints/en-GB.json'
import photoPrintsenUS from './photo-prints/en-US.json'
import posterdeAT from './poster/de-AT.json'
import posterdeCH from './poster/de-CH.json'
import posterdeDE from './poster/de-DE.json'
import posterenGB from './poster/en-GB.json'
import posterenUS from './poster/en-US.json'
import reviewsdeDE from './reviews/de-DE.json'
import reviewsenGB from './reviews/en-GB.json'
import uploadsdeDE from './uploads/de-DE.json'
import uploadsenGB from './uploads/en-GB.json'
import wallArtdeDE from './wall-art/de-DE.json'
import wallArtenGB from './wall-art/en-GB.json'
import wallArtenUS from './wall-art/en-US.json'
import wallArtShopdeDE from './wall-art-shop/de-DE.json'
import wallArtShopenGB from './wall-art-shop/en-GB.json'
import wallArtShopenUS from './wall-art-shop/en-US.json'
import eventPagedeDE from './event-page/de-DE.json'
import eventPageenGB from './event-page/en-GB.json'
import shopServicesdeDE from './shop-services/de-DE.json'
import shopServicesenGB from './shop-services/en-GB.json'

/**
 * The registry of UI-string areas. Each area is a folder with one file per message locale: de-DE and
 * en-GB complete, de-AT, de-CH and en-US only their differences (lib/i18n/messages.ts merges them along
 * the fallback chain). An area's files hold its own top-level namespaces, so areas never share a file.
 * Add an area: create locales/<area>/<locale>.json, import its files here, list them in AREAS.
 */
type LocaleFiles<Base> = { 'de-DE': Base; 'en-GB': Base } & Partial<Record<MessageLocale, object>>

function area<Base extends object>(files: LocaleFiles<Base>): LocaleFiles<Base> {
  return files
}

export const AREAS = [
  area({ 'de-DE': coredeDE, 'de-AT': coredeAT, 'de-CH': coredeCH, 'en-GB': coreenGB, 'en-US': coreenUS }),
  area({ 'de-DE': accountdeDE, 'en-GB': accountenGB, 'en-US': accountenUS }),
  area({ 'de-DE': accountDesignsdeDE, 'en-GB': accountDesignsenGB }),
  area({ 'de-DE': cartdeDE, 'en-GB': cartenGB, 'en-US': cartenUS }),
  area({ 'de-DE': catalogdeDE, 'de-CH': catalogdeCH, 'en-GB': catalogenGB, 'en-US': catalogenUS }),
  area({
    'de-DE': contentdeDE,
    'de-AT': contentdeAT,
    'de-CH': contentdeCH,
    'en-GB': contentenGB,
    'en-US': contentenUS,
  }),
  area({ 'de-DE': containersdeDE, 'en-GB': containersenGB, 'en-US': containersenUS }),
  area({ 'de-DE': editordeDE, 'en-GB': editorenGB }),
  area({ 'de-DE': editorPanelsdeDE, 'en-GB': editorPanelsenGB }),
  area({
    'de-DE': flagsdeDE,
    'de-AT': flagsdeAT,
    'de-CH': flagsdeCH,
    'en-GB': flagsenGB,
    'en-US': flagsenUS,
  }),
  area({
    'de-DE': posterdeDE,
    'de-AT': posterdeAT,
    'de-CH': posterdeCH,
    'en-GB': posterenGB,
    'en-US': posterenUS,
  }),
  area({
    'de-DE': ordersdeDE,
    'de-AT': ordersdeAT,
    'de-CH': ordersdeCH,
    'en-GB': ordersenGB,
    'en-US': ordersenUS,
  }),
  area({ 'de-DE': calendardeDE, 'en-GB': calendarenGB, 'en-US': calendarenUS }),
  area({ 'de-DE': photoEditordeDE, 'en-GB': photoEditorenGB }),
  area({ 'de-DE': photobookdeDE, 'en-GB': photobookenGB, 'en-US': photobookenUS }),
  area({ 'de-DE': photoboxdeDE, 'en-GB': photoboxenGB, 'en-US': photoboxenUS }),
  area({ 'de-DE': photoPrintsdeDE, 'en-GB': photoPrintsenGB, 'en-US': photoPrintsenUS }),
  area({ 'de-DE': collagedeDE, 'en-GB': collageenGB, 'en-US': collageenUS }),
  area({ 'de-DE': reviewsdeDE, 'en-GB': reviewsenGB }),
  area({ 'de-DE': uploadsdeDE, 'en-GB': uploadsenGB }),
  area({ 'de-DE': designApprovaldeDE, 'en-GB': designApprovalenGB }),
  area({ 'de-DE': wallArtdeDE, 'en-GB': wallArtenGB, 'en-US': wallArtenUS }),
  area({ 'de-DE': wallArtShopdeDE, 'en-GB': wallArtShopenGB, 'en-US': wallArtShopenUS }),
  area({ 'de-DE': eventPagedeDE, 'en-GB': eventPageenGB }),
  area({ 'de-DE': eventAccountdeDE, 'en-GB': eventAccountenGB }),
  area({ 'de-DE': eventGuestsdeDE, 'en-GB': eventGuestsenGB }),
  area({ 'de-DE': eventPrintdeDE, 'en-GB': eventPrintenGB }),
  area({ 'de-DE': shopServicesdeDE, 'en-GB': shopServicesenGB }),
] as const

/** The shape of the complete (German) messages: every area's namespaces side by side. */
export type Messages = typeof coredeDE &
  typeof accountdeDE &
  typeof accountDesignsdeDE &
  typeof calendardeDE &
  typeof cartdeDE &
  typeof catalogdeDE &
  typeof contentdeDE &
  typeof containersdeDE &
  typeof editordeDE &
  typeof editorPanelsdeDE &
  typeof flagsdeDE &
  typeof photoEditordeDE &
  typeof photobookdeDE &
  typeof photoboxdeDE &
  typeof photoPrintsdeDE &
  typeof collagedeDE &
  typeof posterdeDE &
  typeof ordersdeDE &
  typeof reviewsdeDE &
  typeof uploadsdeDE &
  typeof designApprovaldeDE &
  typeof wallArtdeDE &
  typeof wallArtShopdeDE &
  typeof eventPagedeDE &
  typeof eventAccountdeDE &
  typeof eventGuestsdeDE &
  typeof eventPrintdeDE &
  typeof shopServicesdeDE
