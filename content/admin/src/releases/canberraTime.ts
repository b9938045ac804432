import { canberraWallClock } from 'shared-lib/clock';

/** An instant as Canberra's wall clock reads it: `2026-12-01 00:00:05`. */
export const canberraText = (iso: string) =>
  canberraWallClock(new Date(iso)).toISOString().slice(0, 19).replace('T', ' ');

/**
 * An instant as a `datetime-local` field holds it in Canberra time (`2026-12-01T00:00:05`): what
 * the release service reads as Canberra time when it carries no offset.
 */
export const canberraFieldValue = (at: Date) => canberraWallClock(at).toISOString().slice(0, 19);
