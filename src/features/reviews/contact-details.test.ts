import { describe, expect, it } from 'vitest';
import { contactDetailsIn, type ContactDetail } from './contact-details.ts';

const expectFound = (kind: ContactDetail, texts: string[]) => {
  for (const text of texts) expect(contactDetailsIn(text), text).toContain(kind);
};

describe('contactDetailsIn', () => {
  it('finds the scam review of issue 22: a phone number and a link', () => {
    expect(contactDetailsIn('Hiring caregivers for Dubai, no placement fee! Text 0917 555 0199 or apply at http://jobs-dubai.example/apply')).toEqual([
      'link',
      'phone',
    ]);
  });

  it('finds links, however they are written', () => {
    expectFound('link', [
      'Apply at http://kwento-jobs.example/apply',
      'Details: HTTPS://Bit.ly/3xYz',
      'visit h t t p s : / / recruit.example',
      'Go to www.dubaijobs.example today',
      'WWW . caregiver-hiring . net',
      'apply now at dubaicaregivers.com',
      'Check HiringNow.COM for slots',
      'jobs.abroad.com.ph has openings',
      'Message us on facebook.com/hiring.ofw',
      'Join t.me/ofwjobs2024',
      'Chat wa.me/639175550199',
      'see bit.ly/ofw-hiring',
      'Website: caregivers-hk.xyz',
      'direct hiring via qatar-jobs.qa',
      'register at ofw-portal.online',
      'dubaijobs[.]com',
      'dubaijobs (dot) com',
      'dubaijobs dot com',
      'apply at dubaijobs .com',
      'ＤＵＢＡＩＪＯＢＳ．ＣＯＭ',
    ]);
  });

  it('finds e-mail addresses, also spelt out', () => {
    expectFound('email', [
      'Send your CV to recruiter@dubaijobs.example',
      'Email maria.santos+jobs@gmail.com',
      'email: hiring_manager @ agency.com.ph',
      'juan.hiring(at)yahoo.com',
      'juan.hiring [at] gmail [dot] com',
      'juan at gmail dot com',
      'contact us at jobs@gmail',
      'recruiter＠outlook.com',
    ]);
  });

  it('finds Philippine numbers, mobile and Manila, with or without +63', () => {
    expectFound('phone', [
      'Text 0917 555 0199',
      'Text 09175550199',
      'call 0917-555-0199',
      'call 0917.555.0199',
      'Viber: (0917) 555 0199',
      '+63 917 555 0199',
      '+639175550199',
      '+63-917-555-0199',
      '+63 (917) 555-0199',
      '0063 917 555 0199',
      '63 917 555 0199',
      'text me 917 555 0199',
      '(02) 8123 4567',
      '+63 2 8123 4567',
      'since 2019 0917 555 0199',
      'Tawag lang sa ０９１７ ５５５ ０１９９',
    ]);
  });

  it('finds Gulf numbers: UAE, Saudi Arabia, Qatar, Kuwait, Bahrain and Oman', () => {
    expectFound('phone', [
      '+971 50 123 4567',
      '+971501234567',
      '00971 50 123 4567',
      '971 50 123 4567',
      '050 123 4567',
      '055-123-4567',
      '+966 55 123 4567',
      '+966 5 5123 4567',
      '0551234567',
      '+974 5512 3456',
      'Qatar: 5512 3456',
      '+965 9876 5432',
      'Kuwait 9876-5432',
      '+973 3612 3456',
      'Bahrain 3612 3456',
      '+968 9123 4567',
      'Oman 9123.4567',
      '+971 ٥٠ ١٢٣ ٤٥٦٧',
    ]);
  });

  it('finds Hong Kong and Singapore numbers', () => {
    expectFound('phone', ['+852 9123 4567', '+85291234567', 'HK 9123 4567', 'WhatsApp 6123-4567', '+65 9123 4567', '+65 8123-4567', 'SG 81234567', '65 9123 4567']);
  });

  it('finds nothing in everyday reviews: ratings, years, money, dates, abbreviations', () => {
    for (const text of [
      '5 stars! Worth it.',
      'I have been in Dubai for 2 years.',
      '2 years in Dubai, 3 in Riyadh, and now home for good.',
      'Rating: 10/10, 5/5 stars',
      'From 2015 to 2019 I worked in Riyadh.',
      '2015-2019 sa Riyadh, 2019 - 2023 sa Doha',
      'OFW since 1998',
      'Contract from 01.03.2021 to 28.02.2023',
      'Arrived 2023-02-28, left 20240115',
      'Earned AED 3,500 a month and sent ₱25,000 home.',
      'Nagpadala ako ng PHP 15 000 kada buwan',
      'I am 34 years old, 12 years abroad, 6 days a week, 12-hour shifts.',
      'Episodes 45 and 46 were the best, I listened at 1.5x speed.',
      'Mr. Santos, e.g. the OEC, i.e. the Ph.D. nurse, 8 a.m. to 5 p.m.',
      'Salamat po!!! 100% recommended.',
      'Salamat po.Sa susunod ulit!',
      'My phone broke but I still listened on my laptop.',
      'Salamat@lahat ng team',
      'Follow @kwentongofw on Instagram',
      'Version 2.0 of my life started in Hong Kong.',
      'Room 2301, 2nd floor, gate 3',
      'Flight PR 658 on 12/25/2023',
      'Salary 1,200 KWD; rent 250',
      'I worked there.Com-panies like that are rare',
      'Ang galing ng episode tungkol sa remittance!',
      '',
    ]) {
      expect(contactDetailsIn(text), text).toEqual([]);
    }
  });

  it('finds each kind once, in a fixed order', () => {
    expect(contactDetailsIn('0917 555 0199, juan@gmail.com, www.x.com, +971 50 123 4567')).toEqual(['link', 'email', 'phone']);
    expect(contactDetailsIn('only 0917 555 0199')).toEqual(['phone']);
    // The domain of an address is not a link of its own.
    expect(contactDetailsIn('Message me at tita3.922ad285@gmail.com for jobs in Doha')).toEqual(['email']);
  });

  it('reads a long run of numbers without finding a number in it by accident or taking long', () => {
    expect(contactDetailsIn(Array.from({ length: 2500 }, () => '1').join(' '))).toEqual([]);
    expect(contactDetailsIn('a'.repeat(5000))).toEqual([]);
  });
});
