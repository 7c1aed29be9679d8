import type { IsoDate } from '../../../../domain/dates';

export type OwnerDayState = 'past' | 'reserved' | 'available' | 'unavailable';

export type OwnerCalendarModel = {
  available: ReadonlySet<IsoDate>;
  /** day → the reservation holding it */
  reserved: ReadonlyMap<IsoDate, string>;
  today: IsoDate;
};

export function ownerDayState(date: IsoDate, model: OwnerCalendarModel): OwnerDayState {
  if (model.reserved.has(date)) return 'reserved';
  if (date < model.today) return 'past';
  return model.available.has(date) ? 'available' : 'unavailable';
}

/** Only future (or today), unreserved days can be selected or changed (spec §5). */
export function isOwnerSelectable(date: IsoDate, model: OwnerCalendarModel): boolean {
  const state = ownerDayState(date, model);
  return state === 'available' || state === 'unavailable';
}

/** Days Set available would open: selected, neither available nor reserved (and not past). */
export function daysToOpen(selected: readonly IsoDate[], model: OwnerCalendarModel): IsoDate[] {
  return selected.filter((date) => ownerDayState(date, model) === 'unavailable').sort();
}

/** Days Set unavailable would close: selected and currently available. */
export function daysToClose(selected: readonly IsoDate[], model: OwnerCalendarModel): IsoDate[] {
  return selected.filter((date) => ownerDayState(date, model) === 'available').sort();
}

/** Spec §4: Set unavailable when any selected day is available; Set available when any is neither available nor reserved. */
export function availabilityActions(selected: readonly IsoDate[], model: OwnerCalendarModel): { canSetAvailable: boolean; canSetUnavailable: boolean } {
  return { canSetAvailable: daysToOpen(selected, model).length > 0, canSetUnavailable: daysToClose(selected, model).length > 0 };
}

/** Click on a day: toggles it in the selection, ignoring days that cannot be changed. */
export function toggleOwnerDay(selected: readonly IsoDate[], date: IsoDate, model: OwnerCalendarModel): IsoDate[] {
  if (!isOwnerSelectable(date, model)) return [...selected];
  return selected.includes(date) ? selected.filter((day) => day !== date) : [...selected, date];
}
