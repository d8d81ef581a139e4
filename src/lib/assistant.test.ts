import { describe, expect, it } from 'vitest';
import { AssistantQuestionSchema, alternativeWords, questionLanguage, questionWords, wordVariants } from './assistant.ts';

describe('questionWords', () => {
  it('keeps the words that say what a question is about, in English and Filipino', () => {
    expect(questionWords('How do I start saving?')).toEqual(['start', 'saving']);
    expect(questionWords('Paano po ba mag-ipon ng pera?')).toEqual(['ipon', 'pera']);
  });
});

describe('questionLanguage', () => {
  it('tells a Filipino question from an English one', () => {
    expect(questionLanguage('Saan ako magsusumbong kung inaabuso ako ng amo ko?')).toBe('fil');
    expect(questionLanguage('Where do I report an abusive employer?')).toBe('en');
  });
});

describe('wordVariants', () => {
  it('finds the root of Filipino verb forms', () => {
    expect(wordVariants('nagbabayad')).toContain('bayad');
    expect(wordVariants('magsusumbong')).toContain('sumbong');
    expect(wordVariants('inaabuso')).toContain('abuso');
  });
});

describe('alternativeWords', () => {
  it('names what the articles call a thing, through its root', () => {
    expect(alternativeWords('amo')).toContain('employer');
    expect(alternativeWords('magsusumbong')).toContain('report');
  });
});

describe('AssistantQuestionSchema', () => {
  it('takes one bounded question and nothing else', () => {
    expect(AssistantQuestionSchema.safeParse({ question: '  How do I   save? ' })).toEqual({ success: true, data: { question: 'How do I save?' } });
    expect(AssistantQuestionSchema.safeParse({ question: 'Paano mag-ipon?', locale: 'fil' })).toEqual({ success: true, data: { question: 'Paano mag-ipon?', locale: 'fil' } });
    for (const bad of [{}, { question: '' }, { question: 'ok', locale: 'es' }, { question: '   ' }, { question: 'x'.repeat(501) }, { question: 'ok', ip: '1.2.3.4' }, null, 'text']) {
      expect(AssistantQuestionSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});
