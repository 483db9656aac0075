/** The event itself (issue 31 point 1 and 9): what the account, the API and the other event parts use. */
export {
  checkEventPassword,
  createEvent,
  deleteEvent,
  getEventForOwner,
  listEventsForOwner,
  missingToPublish,
  publishEvent,
  requireEventForOwner,
  setEventPassword,
  setEventPublished,
  unpublishEvent,
  updateEvent,
} from './events'
export {
  eventAccountSegments,
  EVENT_ACCOUNT_TABS,
  hasEventPortal,
  type EventAccountTab,
} from './account-paths'
export * from './schema'
