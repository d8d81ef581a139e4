import { describe, expect, it } from 'vitest';
import { dialNumber, mailtoHref, telHref, whatsAppHref } from './contact-links.ts';

describe('the links that answer an enquiry from a phone', () => {
  it.each([
    ['0917 555 0101', '+639175550101'],
    ['0917-555-0101', '+639175550101'],
    ['(0917) 555.0101', '+639175550101'],
    ['+63 917 555 0101', '+639175550101'],
    ['+63 (0) 917 555 0101', '+639175550101'],
    ['0063 917 555 0101', '+639175550101'],
    ['+971 50 123 4567', '+971501234567'],
    ['+852 9123 4567', '+85291234567'],
    ['(02) 8123-4567', '0281234567'],
    ['12345', '12345'],
  ])('dials %j as %j', (typed, dialled) => {
    expect(dialNumber(typed)).toBe(dialled);
  });

  it('calls the number and opens WhatsApp with its digits', () => {
    expect(telHref('0917 555 0101')).toBe('tel:+639175550101');
    expect(whatsAppHref('0917 555 0101')).toBe('https://wa.me/639175550101');
    expect(whatsAppHref('+971 50 123 4567')).toBe('https://wa.me/971501234567');
  });

  it('writes a mail with the subject filled in, whatever the address and subject hold', () => {
    expect(mailtoHref('ana.reyes+ofw@example.com', 'Re: Pag-guest sa Interview')).toBe(
      'mailto:ana.reyes%2Bofw@example.com?subject=Re%3A%20Pag-guest%20sa%20Interview',
    );
    expect(mailtoHref('a?b#c@example.com', 'Re: Web Renovation & Migration')).toBe(
      'mailto:a%3Fb%23c@example.com?subject=Re%3A%20Web%20Renovation%20%26%20Migration',
    );
  });
});
