import { canberraDate } from 'shared-lib/clock';

const HOUR_MS = 3_600_000;

/** The calendar date after a yyyy-MM-dd date. */
const dayAfter = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + 24 * HOUR_MS).toISOString().slice(0, 10);

/**
 * The next instant Canberra's date changes after `now`: 00:00 Australia/Canberra, which is 13:00
 * UTC under daylight saving (AEDT) and 14:00 UTC otherwise (the changes happen at 2am and 3am,
 * never at midnight).
 */
export function nextCanberraMidnight(now: Date): Date {
  const tomorrow = dayAfter(canberraDate(now));
  const utcMidnight = Date.parse(`${tomorrow}T00:00:00Z`);
  const candidates = [11, 10].map((hours) => new Date(utcMidnight - hours * HOUR_MS));
  return candidates.find(
    (at) => canberraDate(at) === tomorrow && canberraDate(new Date(at.getTime() - 1)) !== tomorrow,
  )!;
}

/** Past midnight by this much, so that the new render's Canberra date is surely the new day. */
const AFTER_MIDNIGHT_MS = 1000;

/**
 * Runs `rerender` at every Canberra midnight while the server runs (`npm start`, `npm run serve`,
 * `npm run serve:nginx`), as the systemd timer does in production. A failed run is reported;
 * the next midnight tries again. Returns a function that stops the schedule.
 */
export function scheduleDailyRerender(
  rerender: () => Promise<void>,
  log: (line: string) => void,
  now: () => Date = () => new Date(),
): () => void {
  let timer: NodeJS.Timeout | undefined;
  const plan = () => {
    const at = nextCanberraMidnight(now());
    log(`Next Canberra midnight re-render: ${at.toISOString()}`);
    timer = setTimeout(
      () => {
        rerender()
          .catch((error: Error) => log(`The Canberra midnight re-render failed: ${error.message}`))
          .finally(plan);
      },
      at.getTime() - now().getTime() + AFTER_MIDNIGHT_MS,
    );
    // Never the reason the process stays up.
    timer.unref();
  };
  plan();
  return () => clearTimeout(timer);
}
