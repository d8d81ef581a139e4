import { describe, expect, it } from 'vitest';
import { AssistantQuestionSchema, questionLocale } from './assistant.ts';

describe('questionLocale', () => {
  it('tells a Filipino question from an English one', () => {
    expect(questionLocale('Saan ako magsusumbong kung inaabuso ako ng amo ko?')).toBe('fil');
    expect(questionLocale('Where do I report an abusive employer?')).toBe('en');
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
