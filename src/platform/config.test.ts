import { afterEach, describe, expect, it, vi } from 'vitest';
import { config, parseConfig, parseSiteUrl } from './config.ts';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('parseConfig', () => {
  it('runs with nothing set, on the documented defaults', () => {
    expect(parseConfig({})).toMatchObject({
      PORT: 4321,
      HOST: 'localhost',
      SITE_URL: 'http://localhost:4321',
      DATA_DIR: './data',
      EMAIL_RETRY_DELAY_SECONDS: 30,
      EMAIL_RETRY_LIMIT: 40,
      EBOOK_LINK_DAYS: 7,
      EMAIL_BODY_DAYS: 30,
      OWNER_NOTIFICATION_SECONDS: 600,
      JOBS_IN_PROCESS: true,
      TRUST_PROXY: false,
      ADMIN_TIME_ZONE: 'UTC',
    });
  });

  it('names every bad setting at once', () => {
    expect(() => parseConfig({ PORT: '0', SITE_URL: 'ftp://kwento.example', EBOOK_LINK_DAYS: '0', ADMIN_TIME_ZONE: 'Mars/Olympus' })).toThrow(
      /Invalid configuration:\n {2}PORT: .*\n {2}SITE_URL: .*\n {2}EBOOK_LINK_DAYS: .*\n {2}ADMIN_TIME_ZONE: an IANA time zone/,
    );
  });

  it('asks for both keys of a media bucket', () => {
    expect(() => parseConfig({ MEDIA_S3_URL: 'https://s3.example.com/kwento', MEDIA_S3_ACCESS_KEY_ID: 'key' })).toThrow(
      /Invalid configuration:\n {2}MEDIA_S3_SECRET_ACCESS_KEY: required with MEDIA_S3_URL$/,
    );
    expect(parseConfig({ MEDIA_S3_URL: 'https://s3.example.com/kwento', MEDIA_S3_ACCESS_KEY_ID: 'key', MEDIA_S3_SECRET_ACCESS_KEY: 'secret' })).toMatchObject({
      MEDIA_S3_REGION: 'us-east-1',
    });
  });
});

describe('parseSiteUrl (the build)', () => {
  it('accepts an http or https address and defaults to the local one', () => {
    expect(parseSiteUrl({ SITE_URL: 'https://kwento.example' })).toBe('https://kwento.example');
    expect(parseSiteUrl({})).toBe('http://localhost:4321');
  });

  it('refuses what cannot be a public address, as the site does', () => {
    for (const SITE_URL of ['kwento.example', 'javascript:alert(1)', 'ftp://kwento.example']) {
      expect(() => parseSiteUrl({ SITE_URL }), SITE_URL).toThrow(/SITE_URL/);
      expect(() => parseConfig({ SITE_URL }), SITE_URL).toThrow(/SITE_URL/);
    }
  });
});

describe('config()', () => {
  it('is parsed once while the environment stays the same', () => {
    expect(config()).toBe(config());
  });

  it('follows a changed variable on the next call, without loading modules again', () => {
    vi.stubEnv('EBOOK_LINK_DAYS', '3');
    expect(config().EBOOK_LINK_DAYS).toBe(3);
    vi.stubEnv('EBOOK_LINK_DAYS', undefined);
    expect(config().EBOOK_LINK_DAYS).toBe(7);
  });

  it('fails on a bad value instead of running on it', () => {
    vi.stubEnv('LOG_LEVEL', 'loud');
    expect(() => config()).toThrow(/LOG_LEVEL/);
  });
});
