import type { CalendarChoices } from '@/lib/api/editor/calendar-choices'
import type { CalendarSpec } from '@/lib/shop/design-print/design/calendar-spec'

/**
 * One option changed in the calendar form, and what it takes along so the calendar stays one the shop
 * makes (the server's choices, no price tables): another type carries on with that type's design
 * group, keeping the size and binding where the type has them; foil only on the paper that takes it;
 * 13 or 14 months only after January; a family planner starts with one person column.
 */
export function withCalendarOptions(
  spec: CalendarSpec,
  patch: Partial<CalendarSpec>,
  choices: CalendarChoices,
  firstPerson: string,
): Partial<CalendarSpec> {
  const next = { ...spec, ...patch }
  const type = choices.types.find((t) => t.key === next.type) ?? choices.types[0]
  if (!type) return patch
  const out: Partial<CalendarSpec> = { ...patch }
  if (next.type !== spec.type) out.designGroupId = type.groupId
  if (!type.formats.some((f) => f.key === next.formatType)) out.formatType = type.formats[0]?.key
  if (!type.mountings.some((m) => m.key === next.mountingType)) out.mountingType = type.mountings[0]?.key
  if (!choices.refinablePapers.includes(next.paperType) && next.refinementType !== 'ohne')
    out.refinementType = 'ohne'
  if (next.startMonth === 1 && next.months !== 12) out.months = 12
  if (next.type === 'family-planner' && next.persons.length === 0) out.persons = [firstPerson]
  if (next.type !== 'family-planner' && next.persons.length > 0) out.persons = []
  return out
}
