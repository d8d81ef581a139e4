import { describe, expect, it } from 'vitest';
import { loggablePath } from './loggable-path.ts';

describe('a path fit for the logs', () => {
  it('hides the secret of a private link in either language', () => {
    expect(loggablePath('/ebook/download/abc.def')).toBe('/ebook/download/[redacted]');
    expect(loggablePath('/fil/ebook/download/abc.def')).toBe('/fil/ebook/download/[redacted]');
    expect(loggablePath('/stories/review/tok')).toBe('/stories/review/[redacted]');
    expect(loggablePath('/fil/stories/remove/tok')).toBe('/fil/stories/remove/[redacted]');
  });

  it('keeps other paths, without their query', () => {
    expect(loggablePath('/fil/blog/x?utm=1')).toBe('/fil/blog/x');
    expect(loggablePath('/stories/my-story/remove')).toBe('/stories/my-story/remove');
  });
});
