import { describe, expect, it } from 'vitest';
import { recipientKey, withoutEmailAddresses } from './address.ts';

describe('recipientKey', () => {
  it('is the same for every spelling of one Gmail mailbox', () => {
    const spellings = ['anacruz@gmail.com', 'Ana.Cruz@Gmail.com', 'a.n.a.c.r.u.z+ebook@gmail.com', 'ana.cruz+x+y@googlemail.com', 'ANACRUZ@GOOGLEMAIL.COM'];
    expect(new Set(spellings.map(recipientKey))).toEqual(new Set(['anacruz@gmail.com']));
  });

  it('drops a +tag on every domain, but keeps dots elsewhere', () => {
    expect(recipientKey('Jose.Reyes+news@Example.COM')).toBe('jose.reyes@example.com');
    expect(recipientKey('jose.reyes@example.com')).not.toBe(recipientKey('josereyes@example.com'));
  });

  it('keeps a local part that is only a tag, and a domain that merely contains gmail', () => {
    expect(recipientKey('+promo@example.com')).toBe('+promo@example.com');
    expect(recipientKey('a.b@notgmail.com')).toBe('a.b@notgmail.com');
    expect(recipientKey('a.b@gmail.com.example')).toBe('a.b@gmail.com.example');
  });
});

describe('withoutEmailAddresses', () => {
  it('removes an address however a library wraps it, and leaves the rest', () => {
    expect(withoutEmailAddresses("Can't send mail - all recipients were rejected: 550 5.1.1 <Refused.Person+x@Example.com>: Recipient address rejected")).toBe(
      "Can't send mail - all recipients were rejected: 550 5.1.1 <[address removed]>: Recipient address rejected",
    );
    expect(withoutEmailAddresses('to "ana@example.com", cc:jose@mail.example.org;')).toBe('to "[address removed]", cc:[address removed];');
    expect(withoutEmailAddresses('connect ECONNREFUSED 127.0.0.1:2525')).toBe('connect ECONNREFUSED 127.0.0.1:2525');
  });
});
