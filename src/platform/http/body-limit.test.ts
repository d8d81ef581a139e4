import { describe, expect, it } from 'vitest';
import { BODY_LIMIT_BYTES, declaresOversizedBody } from './body-limit.ts';

const post = (length: number | undefined, method = 'POST') =>
  new Request('http://localhost/survey?_action=survey', {
    method,
    headers: length === undefined ? {} : { 'Content-Length': String(length) },
  });

describe('declaresOversizedBody', () => {
  it('flags a post declaring more than the limit', () => {
    expect(declaresOversizedBody(post(BODY_LIMIT_BYTES + 1))).toBe(true);
  });

  it('lets through a post at the limit, one without a length, and other methods', () => {
    expect(declaresOversizedBody(post(BODY_LIMIT_BYTES))).toBe(false);
    expect(declaresOversizedBody(post(undefined))).toBe(false);
    expect(declaresOversizedBody(post(BODY_LIMIT_BYTES + 1, 'PUT'))).toBe(false);
  });
});
