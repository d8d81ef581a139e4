// Pure and client-safe. Illegal recruiters reach OFWs through reviews that carry a way to contact
// them: a link, an e-mail address or a phone number. A review holding one waits for the owner.

export type ContactDetail = 'link' | 'email' | 'phone';

/** Top-level domains of the sites and numbers such reviews point to; none of them is a word people type after a full stop. */
const TLDS =
  'com|net|org|info|biz|ph|ae|qa|kw|bh|om|hk|sg|io|co|uk|au|ca|nz|jp|kr|tw|xyz|online|site|website|shop|store|top|club|asia|jobs|link|live|app|click|vip|icu|ly|gl|cc|tk|ml|ga|cf|gq|ws';
const SHORT_LINK_HOSTS = String.raw`(?:t|wa|m|fb)\.me`;
const LABEL = String.raw`[\p{L}\p{N}][\p{L}\p{N}-]*`;
/** "example.com", and the ways people write it to slip past filters: "example[.]com", "example (dot) com", "example dot com". */
const DOT = String.raw`(?:\.|\s*[[(]\s*(?:\.|dot)\s*[\])]\s*|\s+dot\s+)`;
// Matches start at the beginning of a word only (trying every position of a long word would take
// quadratic time), and not after "@": the domain of an e-mail address is not a link of its own.
const NOT_BEFORE = String.raw`(?<![\p{L}\p{N}_.@-])`;
const NOT_AFTER = String.raw`(?![\p{L}\p{N}_-])`;
const PROVIDERS = 'gmail|googlemail|yahoo|ymail|outlook|hotmail|icloud|proton(?:mail)?';
const LOCAL_PART = String.raw`(?<![\p{L}\p{N}._%+-])[\p{L}\p{N}._%+-]+`;
const AT = String.raw`(?:\s?@\s?|\s*[[(]\s*(?:@|at)\s*[\])]\s*)`;

const LINKS = [
  /\bh\s*t\s*t\s*p\s*s?\s*:\s*\/\s*\//i,
  /\bwww\s*\.\s*[\p{L}\p{N}]/iu,
  new RegExp(`${NOT_BEFORE}${SHORT_LINK_HOSTS}${NOT_AFTER}`, 'iu'),
  new RegExp(`${NOT_BEFORE}(?:${LABEL}${DOT})+(?:${TLDS})${NOT_AFTER}`, 'iu'),
  // A space on one side of the full stop, as a phone keyboard puts it: "example .com", "example. com".
  new RegExp(`${NOT_BEFORE}${LABEL}(?:\\s\\.\\s?|\\.\\s)(?:com|net|org)${NOT_AFTER}`, 'iu'),
];

const EMAILS = [
  new RegExp(`${LOCAL_PART}${AT}${LABEL}(?:${DOT}${LABEL})*\\.\\p{L}{2,}`, 'iu'),
  new RegExp(`${LOCAL_PART}(?:${AT}|\\s+at\\s+)${LABEL}(?:${DOT}${LABEL})*${DOT}(?:${TLDS})${NOT_AFTER}`, 'iu'),
  new RegExp(`${LOCAL_PART}${AT}(?:${PROVIDERS})${NOT_AFTER}`, 'iu'),
];

/** Full-width characters as their plain forms, and Arabic-Indic digits (common in the Gulf) as 0–9. */
function plain(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0));
}

// Phone numbers are written in groups: "0917 555 0199", "+63-917-555-0199", "(02) 8123.4567".
const DIGIT_GROUP = /(\+?)(\d+)/g;
/** What may stand between two groups of one number: spaces or brackets, with at most one dot or dash. */
const GROUP_SEPARATOR = /^[ \t\u00a0()]{0,2}[.\-\u2010-\u2014]?[ \t\u00a0()]{0,2}$/;
const MAX_PHONE_DIGITS = 15;

interface Run {
  groups: string[];
  plus: boolean;
}

function digitRuns(text: string): Run[] {
  const runs: Run[] = [];
  let current: Run | undefined;
  let end = -1;
  for (const match of text.matchAll(DIGIT_GROUP)) {
    const [, plus, digits] = match;
    const joined = current && !plus && GROUP_SEPARATOR.test(text.slice(end, match.index));
    if (current && joined) current.groups.push(digits!);
    else {
      current = { groups: [digits!], plus: plus === '+' };
      runs.push(current);
    }
    end = match.index + match[0].length;
  }
  return runs;
}

const isYear = (group: string) => /^(?:19|20)\d\d$/.test(group);
const isDayOrMonth = (group: string) => group.length <= 2 && Number(group) <= 31;
const isDate = (year: string, month: string, day: string) =>
  isYear(year) && Number(month) >= 1 && Number(month) <= 12 && Number(day) >= 1 && Number(day) <= 31;

/** Years and dates that have the shape of a local number: "2015-2019", "28.02.2023", "20230228". */
function isYearsOrDate(groups: string[]): boolean {
  if (groups.length === 2) return isYear(groups[0]!) && isYear(groups[1]!);
  if (groups.length === 3) {
    const [a, b, c] = groups as [string, string, string];
    return (isYear(a) && isDayOrMonth(b) && isDayOrMonth(c)) || (isYear(c) && isDayOrMonth(a) && isDayOrMonth(b));
  }
  const [only] = groups as [string];
  if (groups.length !== 1 || only.length !== 8) return false;
  const [yyyy, mm, dd] = [only.slice(0, 4), only.slice(4, 6), only.slice(6)];
  const [d2, m2, y2] = [only.slice(0, 2), only.slice(2, 4), only.slice(4)];
  return isDate(yyyy, mm, dd) || isDate(y2, m2, d2) || isDate(y2, d2, m2);
}

/**
 * Philippine, Gulf (UAE, Saudi Arabia, Qatar, Kuwait, Bahrain, Oman), Hong Kong and Singapore numbers,
 * with the country code ("+63 917…", "00971 50…", "63917…") or as people there write them locally.
 */
function isPhoneNumber(groups: string[], plus: boolean): boolean {
  let digits = groups.join('');
  let international = plus;
  if (!plus && digits.startsWith('00')) {
    digits = digits.slice(2);
    international = true;
  }
  if (digits.length > MAX_PHONE_DIGITS) return false;
  if (international) return /^63\d{9,10}$|^(?:971|966)\d{8,9}$|^(?:974|965|973|968|852|65)\d{8}$/.test(digits);
  return (
    /^(?:0|63)?9\d{9}$/.test(digits) || // Philippine mobile: 0917 555 0199, 63 917 555 0199, 917 555 0199
    /^02\d{8}$/.test(digits) || // Metro Manila: (02) 8123 4567
    /^(?:0|971|966)5\d{8}$/.test(digits) || // UAE and Saudi mobile: 050 123 4567, 971 50 123 4567
    /^(?:974|965|973|968|852|65)\d{8}$/.test(digits) || // the country code without its "+"
    (/^[2-9]\d{7}$/.test(digits) && !isYearsOrDate(groups)) // Qatar, Kuwait, Bahrain, Oman, Hong Kong, Singapore: 5512 3456
  );
}

function holdsPhoneNumber(text: string): boolean {
  for (const { groups, plus } of digitRuns(text)) {
    // Any consecutive groups of a run: "since 2019 0917 555 0199" holds a number after the year.
    for (let first = 0; first < groups.length; first += 1) {
      let length = 0;
      for (let last = first; last < groups.length && length <= MAX_PHONE_DIGITS + 2; last += 1) {
        length += groups[last]!.length;
        if (isPhoneNumber(groups.slice(first, last + 1), plus && first === 0)) return true;
      }
    }
  }
  return false;
}

/** The kinds of contact detail in `text`, in a fixed order; empty when it has none. */
export function contactDetailsIn(text: string): ContactDetail[] {
  const seen = plain(text);
  const found: ContactDetail[] = [];
  if (LINKS.some((pattern) => pattern.test(seen))) found.push('link');
  if (EMAILS.some((pattern) => pattern.test(seen))) found.push('email');
  if (holdsPhoneNumber(seen)) found.push('phone');
  return found;
}
