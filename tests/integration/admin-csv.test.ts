import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { csvCell, toCsv } from '../../src/features/owner/csv.server.ts';
import { validateEnquiry } from '../../src/features/enquiries/schema.ts';
import { validateEbook } from '../../src/features/ebook/schema.ts';
import { validateStory } from '../../src/features/stories/schema.ts';
import { validateSurvey } from '../../src/features/reviews/schema.ts';
import { saveEbookSignup, signupsCsvRows } from '../../src/features/ebook/signups.server.ts';
import { enquiriesCsvRows, listEnquiries, saveEnquiry } from '../../src/features/enquiries/enquiries.server.ts';
import { saveStory, storiesCsvRows } from '../../src/features/stories/submissions.server.ts';
import { listResponses, responsesCsvRows, saveSurveyResponse } from '../../src/features/reviews/responses.server.ts';
import { getPool } from '../../src/platform/db/client.ts';
import { truncateAll, validEnquiry, validEbook, validStory, validSurvey } from '../factories.ts';
import { enquiryMessages, ebookMessages, storyMessages, surveyMessages } from '../../src/i18n/form-messages.ts';

beforeEach(truncateAll);

/** A strict RFC 4180 reader, to read back what a spreadsheet would. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let i = 0;
  let quoted = false;
  while (i < text.length) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 2;
        continue;
      }
      if (c === '"') quoted = false;
      else cell += c;
      i += 1;
      continue;
    }
    if (c === '"' && cell === '') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 1;
    } else if (c === '"' || c === '\r' || c === '\n') throw new Error(`bare ${JSON.stringify(c)} at ${i}`);
    else cell += c;
    i += 1;
  }
  if (quoted) throw new Error('unterminated quote');
  if (cell !== '' || row.length > 0) throw new Error('last line without CRLF');
  return rows;
}

describe('csvCell', () => {
  it('quotes commas, quotes and line breaks (RFC 4180)', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(5)).toBe('5');
    expect(csvCell(new Date('2024-03-05T14:07:00Z'))).toBe('2024-03-05T14:07:00.000Z');
  });

  it('neutralises cells a spreadsheet would run as a formula', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) {
      const value = `${start}SUM(A1:A2)`;
      expect(parseCsv(toCsv(['x'], [[value]]))[1]![0]).toBe(`'${value}`);
    }
    expect(csvCell('=HYPERLINK("http://evil.test","click")')).toBe('"\'=HYPERLINK(""http://evil.test"",""click"")"');
    expect(csvCell('a = b')).toBe('a = b');
    expect(csvCell(-3)).toBe('-3');
  });
});

describe('exports read from the database', () => {
  it('survey responses round-trip through CSV, with formula-looking values neutralised', async () => {
    const feedback = '=HYPERLINK("http://evil.test","Click me"), then\r\na second line with "quotes"';
    const name = '@Juan, "JJ" dela Cruz';
    await getPool().query(
      `insert into survey_responses (name, email, rating, feedback, interview_favorite, submission_id)
       values ($1, $2, 4, $3, $4, $5), (null, 'b@example.com', 5, 'Salamat po!', null, $6)`,
      [name, 'juan@example.com', feedback, '+ the nurses episode', randomUUID(), randomUUID()],
    );
    const { header, rows } = await responsesCsvRows();
    const parsed = parseCsv(toCsv(header, rows));
    expect(parsed[0]).toEqual(header);
    expect(parsed).toHaveLength(3);
    const juan = parsed.find((r) => r[2] === 'juan@example.com')!;
    expect(juan[1]).toBe(`'${name}`);
    expect(juan[3]).toBe('4');
    expect(juan[4]).toBe(`'${feedback}`);
    expect(juan[7]).toBe("'+ the nurses episode");
    const anonymous = parsed.find((r) => r[2] === 'b@example.com')!;
    expect(anonymous[1]).toBe('');
    expect(anonymous[4]).toBe('Salamat po!');
    expect(parsed[0]![9]).toBe('Language');
    expect(juan[9]).toBe('English');
  });

  it('every export and the owner\'s lists name the language of the page each submission came from', async () => {
    const valid = <T>(result: { ok: true; data: T } | { ok: false }): T => {
      if (!result.ok) throw new Error('expected valid input');
      return result.data;
    };
    // An English page sends no language field; a Filipino one sends `fil`.
    for (const [email, fields] of [['en.visitor@example.com', {}], ['fil.visitor@example.com', { language: 'fil' }]] as const) {
      await saveSurveyResponse(valid(validateSurvey(validSurvey({ email, ...fields }), surveyMessages)));
      await saveEnquiry(valid(validateEnquiry(validEnquiry({ email, ...fields }), enquiryMessages)));
      await saveEbookSignup(valid(validateEbook(validEbook({ email, ...fields }), ebookMessages)));
      await saveStory(valid(validateStory(validStory({ email, ...fields }), storyMessages)));
    }
    const languageByEmail = ({ header, rows }: { header: string[]; rows: Parameters<typeof toCsv>[1] }) => {
      const parsed = parseCsv(toCsv(header, rows));
      const emailAt = parsed[0]!.indexOf('Email');
      const languageAt = parsed[0]!.indexOf('Language');
      expect(languageAt, 'a Language column').toBeGreaterThan(-1);
      return Object.fromEntries(parsed.slice(1).map((r) => [r[emailAt], r[languageAt]]));
    };
    const expected = { 'en.visitor@example.com': 'English', 'fil.visitor@example.com': 'Filipino' };
    expect(languageByEmail(await responsesCsvRows())).toEqual(expected);
    expect(languageByEmail(await enquiriesCsvRows())).toEqual(expected);
    expect(languageByEmail(await signupsCsvRows())).toEqual(expected);
    expect(languageByEmail(await storiesCsvRows())).toEqual(expected);
    expect(Object.fromEntries((await listResponses()).map((r) => [r.email, r.language]))).toEqual(expected);
    expect(Object.fromEntries((await listEnquiries({})).rows.map((r) => [r.email, r.locale]))).toEqual({
      'en.visitor@example.com': 'en',
      'fil.visitor@example.com': 'fil',
    });
  });

  it('enquiry search matches name, e-mail or message literally (% and _ are not wildcards)', async () => {
    const insert = (name: string, email: string, message: string) =>
      getPool().query(
        `insert into contact_submissions (name, email, phone, service, message, submission_id) values ($1, $2, '+63 2 8123 4567', 'advertising', $3, $4)`,
        [name, email, message, randomUUID()],
      );
    await insert('Ana Cruz', 'ana@example.com', 'We offer 100% sponsorship.');
    await insert('Ben Reyes', 'ben_r@example.com', 'Advertising enquiry');
    await insert('Carla', 'carla@example.com', 'Interview guesting please');
    const names = async (q: string) => (await listEnquiries({ q })).rows.map((r) => r.name).sort();
    expect(await names('100%')).toEqual(['Ana Cruz']);
    expect(await names('%')).toEqual(['Ana Cruz']);
    expect(await names('ben_r')).toEqual(['Ben Reyes']);
    expect(await names('_')).toEqual(['Ben Reyes']);
    expect(await names('CARLA')).toEqual(['Carla']);
    expect(await names('enquiry')).toEqual(['Ben Reyes']);
    expect((await listEnquiries({})).total).toBe(3);
    const { rows } = await enquiriesCsvRows('ana');
    expect(rows).toHaveLength(1);
    expect(csvCell(rows[0]![3] as string)).toBe("'+63 2 8123 4567");
  });
});
