/**
 * Longest name a customer may give a saved design ("Meine Designs"): one line of the list on a phone.
 * The database checks it (saved_designs_name), the API's zod schema and the rename field read it.
 */
export const SAVED_DESIGN_NAME_MAX = 80
