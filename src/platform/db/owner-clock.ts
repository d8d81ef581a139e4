import { config } from '../config.ts';

/**
 * The owner's time zone, as set in the owner area (site_settings.owner_time_zone, Asia/Manila unless
 * changed; ADR 051). The owner guard reads it on every owner request and leaves it here, so the
 * owner area's formatting (lists, the overview, "today") uses it without a query of its own. Before
 * the first owner request of a process it is ADMIN_TIME_ZONE. Kept on globalThis: the start script and
 * the built site carry their own copies of this module.
 */
const KEY = Symbol.for('kwento.owner.clock');
const slot = globalThis as { [KEY]?: string | undefined };

export const ownerClock = (): string => slot[KEY] ?? config().ADMIN_TIME_ZONE;

export function setOwnerClock(timeZone: string) {
  slot[KEY] = timeZone;
}
