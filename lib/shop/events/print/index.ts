export { PRINT_KINDS, type PrintKind } from './kinds'
export { printOverview, type PrintOverview, type PrintOverviewEntry } from './source'
export * from './schema'
export { startEventPrint, type StartedPrint } from './start'
