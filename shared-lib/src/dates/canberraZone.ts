import { Zone, type ZoneOffsetFormat } from 'luxon';
import { SITE_TIME_ZONE } from '../hours/canberraDate';
import { canberraOffsetMinutes } from '../hours/canberraOffset';

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/**
 * Australia/Canberra for luxon, from the ACT daylight-saving rule (hours/canberraOffset.ts) rather
 * than the browser's zone data, which costs a slow phone about 30 ms to load. luxon formats a
 * custom zone as UTC shifted by the zone's offset, so no Intl time zone is needed at all.
 */
class CanberraZone extends Zone {
  override get type(): string {
    return 'canberra';
  }

  override get name(): string {
    return SITE_TIME_ZONE;
  }

  override get isUniversal(): boolean {
    return false;
  }

  override offsetName(ts: number): string {
    return canberraOffsetMinutes(new Date(ts)) === 660 ? 'AEDT' : 'AEST';
  }

  override formatOffset(ts: number, format: ZoneOffsetFormat): string {
    const minutes = canberraOffsetMinutes(new Date(ts));
    const hours = pad(Math.floor(minutes / 60));
    const rest = pad(minutes % 60);
    if (format === 'narrow')
      return rest === '00' ? `+${Number(hours)}` : `+${Number(hours)}:${rest}`;
    return format === 'techie' ? `+${hours}${rest}` : `+${hours}:${rest}`;
  }

  override offset(ts: number): number {
    return canberraOffsetMinutes(new Date(ts));
  }

  override equals(other: Zone): boolean {
    return other.type === this.type;
  }

  override get isValid(): boolean {
    return true;
  }
}

export const CANBERRA_ZONE: Zone = new CanberraZone();
