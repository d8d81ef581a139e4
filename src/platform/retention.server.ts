import { config } from './config.ts';
import { NEWSLETTER_CONFIRM_DAYS, NEWSLETTER_UNSUBSCRIBE_DAYS, PRIVACY_LINK_MINUTES, RETENTION, STORY_LINK_DAYS, type RetentionSettings } from './limits.ts';

/**
 * What the daily retention job deletes by and what both privacy pages print in their table, read when
 * asked (ADR 050): a page rendered after EMAIL_BODY_DAYS or EBOOK_LINK_DAYS changed says the new value.
 */
export function retentionSettings(): RetentionSettings {
  const { EMAIL_BODY_DAYS, EBOOK_LINK_DAYS } = config();
  return {
    ...RETENTION,
    emailBodyDays: EMAIL_BODY_DAYS,
    ebookLinkDays: EBOOK_LINK_DAYS,
    storyLinkDays: STORY_LINK_DAYS,
    privacyLinkMinutes: PRIVACY_LINK_MINUTES,
    newsletterConfirmDays: NEWSLETTER_CONFIRM_DAYS,
    newsletterUnsubscribeDays: NEWSLETTER_UNSUBSCRIBE_DAYS,
  };
}
