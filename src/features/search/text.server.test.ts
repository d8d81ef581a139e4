import { describe, expect, it } from 'vitest';
import { MARK_END, MARK_START } from './search.ts';
import { htmlToText, markdownToText, sectionHeadings } from './text.server.ts';

describe('markdownToText', () => {
  it('keeps the words a reader sees', () => {
    expect(markdownToText('## Where to keep it\n\n- **PHP 50,000** in a [bank](https://x.example)\n\n> Ipon muna.')).toBe(
      'Where to keep it PHP 50,000 in a bank Ipon muna.',
    );
  });

  it('reads tables, images, code and line breaks as a reader does, without their markup', () => {
    const markdown = [
      'un**believ**able `code`, ~~old~~ and a  ',
      'hard break<br>here',
      '',
      '| Bucket | Share |',
      '| --- | ---: |',
      '| Family | 30% |',
      '',
      '![a padala receipt](receipt.png)',
      '',
      '---',
      '',
      '```sh',
      'npm start',
      '```',
      `Marks ${MARK_START}never${MARK_END} come from the source.`,
    ].join('\n');
    expect(markdownToText(markdown)).toBe(
      'unbelievable code, old and a hard break here Bucket Share Family 30% a padala receipt Marks never come from the source.',
    );
  });
});

describe('sectionHeadings', () => {
  it('lists the ## to ###### headings as text', () => {
    expect(sectionHeadings('# Title\n\n## One *fund*\n\nText.\n\n### Two [links](x)\n\n- ## not a section\n')).toEqual(['One fund', 'Two links']);
  });
});

describe('htmlToText', () => {
  it('drops tags and decodes entities', () => {
    expect(htmlToText('<p>Kuya &amp; Ate&#39;s <b>kwento</b>&nbsp;&#x1F600;</p>')).toBe("Kuya & Ate's kwento 😀");
  });
});
