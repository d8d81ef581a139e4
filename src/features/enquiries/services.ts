import { SERVICES } from '../../platform/limits.ts';

/** A service's English name, as the owner area and the e-mails show it. */
export const serviceLabel = (value: string) => SERVICES.find((s) => s.value === value)?.label ?? value;
