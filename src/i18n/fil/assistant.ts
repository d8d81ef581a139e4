import { CHAT_MAX_LENGTH } from '../../platform/limits.ts';
import type { Messages } from '../messages.ts';

export const assistant: Messages['assistant'] = {
  invalid: `Mag-type ng tanong na hindi lalampas sa ${CHAT_MAX_LENGTH} na character.`,
  tooMany: (seconds) => `Marami ka nang naitanong sa loob ng isang minuto. Maghintay muna ng ${seconds} segundo.`,
};
