// The links on an enquiry's page that answer the visitor from the owner's phone: mail, call, WhatsApp.

/**
 * The number as a phone dials it: + and digits only. A Philippine mobile number written the local way
 * (0917 123 4567) gets the country code (+63 917 123 4567), as it must from abroad and on WhatsApp;
 * an international 00 prefix becomes +, and a 0 kept after +63 is dropped.
 */
export function dialNumber(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  const international = phone.trim().startsWith('+') ? `+${digits}` : digits.startsWith('00') ? `+${digits.slice(2)}` : digits;
  if (/^09\d{9}$/.test(international)) return `+63${international.slice(1)}`;
  if (/^\+630\d{10}$/.test(international)) return `+63${international.slice(4)}`;
  return international;
}

export const telHref = (phone: string) => `tel:${dialNumber(phone)}`;

/** WhatsApp's click-to-chat address: the number in international form, digits only. */
export const whatsAppHref = (phone: string) => `https://wa.me/${dialNumber(phone).replace(/^\+/, '')}`;

export const mailtoHref = (email: string, subject: string) =>
  `mailto:${encodeURIComponent(email).replace(/%40/g, '@')}?subject=${encodeURIComponent(subject)}`;
