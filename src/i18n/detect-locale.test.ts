import { describe, expect, it } from 'vitest';
import { detectLocale, localeSignals } from './detect-locale.ts';

// Stories as tellers write them on /connect (50 to 5,000 characters).
const ENGLISH = [
  'I left Batangas in 2015 to work as a nurse in Riyadh. The first year was the hardest of my life, but my supervisor helped me and I learned to be patient with myself.',
  'My husband and I have worked in Hong Kong for eleven years. We send money home every month so that our children can finish school, and we call them every Sunday.',
  'When I arrived in Dubai I did not know anyone. Now I have friends from church, and we cook adobo together on our day off.',
];

const FILIPINO = [
  'Umalis ako sa Pilipinas noong 2015 para magtrabaho bilang nurse sa Riyadh. Ang unang taon ang pinakamahirap sa buhay ko, pero tinulungan ako ng supervisor ko.',
  'Labing-isang taon na kaming nagtatrabaho ng asawa ko sa Hong Kong. Nagpapadala kami ng pera buwan-buwan para makatapos ng pag-aaral ang mga anak namin.',
  'Hindi ko po inakala na ganito kahirap ang malayo sa pamilya. Kasi noong una, akala ko madali lang. Talaga palang iba kapag wala ka sa tabi nila.',
  'Ako’y isang caregiver sa Japan. ’Yung amo ko ay mabait, at natuto ako ng Nihongo habang nag-aalaga sa kanya.',
];

// Taglish: English words on Filipino grammar, as many OFWs write.
const TAGLISH = [
  'Grabe talaga yung experience ko sa Dubai, pero I learned a lot. Hindi ko makakalimutan ang mga kasama ko sa work, sila ang naging family ko doon.',
  'Nag-apply ako sa agency noong 2019, tapos na-deploy ako sa Kuwait. Yung first employer ko ay strict, pero okay naman ang sahod at may rest day ako.',
  'Super homesick ako nung first month, kasi walang wifi sa accommodation namin. Pero nakaya ko naman, para sa mga anak ko.',
];

// English with a Filipino word or two stays English.
const ENGLISH_WITH_FILIPINO_WORDS = [
  'I worked in Dubai for five years, and it was hard because I missed my family, talaga. But I saved enough to build our house.',
  'My kababayan in Qatar taught me how to budget. We meet every Friday and share our ipon tips with the new workers.',
];

describe('detectLocale', () => {
  it.each(ENGLISH)('English stays English, whatever the page: %s', (text) => {
    expect(detectLocale(text, 'fil')).toBe('en');
    expect(detectLocale(text, 'en')).toBe('en');
  });

  it.each(FILIPINO)('Filipino is Filipino, even sent from an English page: %s', (text) => {
    expect(detectLocale(text, 'en')).toBe('fil');
  });

  it.each(TAGLISH)('Taglish on Filipino grammar is Filipino: %s', (text) => {
    expect(detectLocale(text, 'en')).toBe('fil');
  });

  it.each(ENGLISH_WITH_FILIPINO_WORDS)('English with a few Filipino words is English: %s', (text) => {
    expect(detectLocale(text, 'fil')).toBe('en');
  });

  it('keeps the page’s language when the text says too little either way', () => {
    expect(detectLocale('Dubai, 2015. Nurse. Riyadh. Hong Kong. Qatar. Salamat!', 'fil')).toBe('fil');
    expect(detectLocale('Dubai, 2015. Nurse. Riyadh. Hong Kong. Qatar. Salamat!', 'en')).toBe('en');
    expect(detectLocale('', 'en')).toBe('en');
  });

  it('is not fooled by names and capitals: "Ang Lee" and "MGA" count as words, case aside', () => {
    expect(detectLocale('I watched a film by Ang Lee with my friends, and it was the best night of the year.', 'fil')).toBe('en');
    expect(detectLocale('SALAMAT PO SA LAHAT NG MGA KASAMA KO SA TRABAHO.', 'en')).toBe('fil');
  });
});

describe('localeSignals', () => {
  it('counts each language’s small words, reading contractions as their words', () => {
    expect(localeSignals('Ako’y OFW, at ’di ko alam ang gagawin.')).toEqual({ en: 0, fil: 4 });
    expect(localeSignals('The story of my life, in one page.')).toEqual({ en: 4, fil: 0 });
  });
});
