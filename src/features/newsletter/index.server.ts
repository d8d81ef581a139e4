// What other code may use of this feature on the server.
export { consentVersion, consentWording } from './consent.server.ts';
export type { NewsletterPlace } from './consent.server.ts';
export { confirmPage, confirmSubscription, confirmUrl, createConfirmLink, createUnsubscribeLink, markBounced, refusedNewsletter, subscribe, subscribeInTransaction, unsubscribe, unsubscribePage, unsubscribeUrl } from './subscriptions.server.ts';
export { digestIfDue, digestSendingPaused, holdQueuedCopies, newItems, releaseHeldCopies, newsletterOverview, newsletterSettingsNow, previewDigest, saveNewsletterSettings, sendDigests, sendTestDigest, zonedWeekHour, DIGEST_BATCH } from './digest.server.ts';
export type { DigestRun, NewsletterSettings } from './digest.server.ts';
export { digestContent } from './mail.server.ts';
export type { DigestItem } from './mail.server.ts';
export { validateNewsletterToken, validateSubscribe } from './schema.ts';
export type { NewsletterTokenInput, SubscribeInput } from './schema.ts';
export { createNewsletterQueues, NEWSLETTER_DIGEST_QUEUE, startNewsletterWorkers } from './jobs.server.ts';
export { newsletterSettingsForm, newsletterTestForm } from './owner-actions.server.ts';
