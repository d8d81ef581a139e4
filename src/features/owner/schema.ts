// The owner area's forms: strict (unknown fields refused) and bounded, like the public forms.
import * as z from 'zod/mini';
import { ENQUIRY_STATUSES, MEDIA_STATUSES, SYNONYM_LIMITS } from '../../platform/limits.ts';
import { forms } from '../../i18n/en/forms.ts';
import { validateWith } from '../../ui/forms/fields.ts';

/** ASVS 6.2.9: long passphrases are welcome, up to this many characters. */
export const OWNER_PASSWORD_MAX = 128;

export const SIGN_IN_INVALID = 'Enter your email, password and authentication code.';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const TOTP_CODE = /^\d{6}$/;
// better-auth's backup codes: ten letters and digits, shown as XXXXX-XXXXX.
const BACKUP_CODE = /^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/;

export const isTotpCode = (code: string) => TOTP_CODE.test(code);

// Anything missing or malformed is one message, checked before any lookup.
export const SignInSchema = z.strictObject({
  email: z
    .pipe(z.string().check(z.maxLength(1000)), z.transform((v: string) => v.trim()))
    .check(z.refine((v) => v.length <= 254 && EMAIL_PATTERN.test(v), { error: SIGN_IN_INVALID })),
  password: z.string({ error: SIGN_IN_INVALID }).check(z.minLength(1, { error: SIGN_IN_INVALID }), z.maxLength(OWNER_PASSWORD_MAX, { error: SIGN_IN_INVALID })),
  code: z
    .pipe(z.string().check(z.maxLength(100)), z.transform((v: string) => v.replace(/\s+/g, '')))
    .check(z.refine((v) => TOTP_CODE.test(v) || BACKUP_CODE.test(v), { error: SIGN_IN_INVALID })),
});

export type SignInInput = z.infer<typeof SignInSchema>;

const id = (thing: string) => z.uuid({ error: `That ${thing} does not exist.` });

/** At most this many responses are changed by one post ("Approve selected"). */
export const REVIEW_SELECTION_MAX = 100;

export const NO_REVIEW_SELECTED = 'Select at least one response.';

// `id` is a list: one response (its own buttons) or those selected with the checkboxes.
export const ReviewStatusSchema = z.strictObject({
  id: z
    .array(id('response'), { error: NO_REVIEW_SELECTED })
    .check(
      z.minLength(1, { error: NO_REVIEW_SELECTED }),
      z.maxLength(REVIEW_SELECTION_MAX, { error: `Select at most ${REVIEW_SELECTION_MAX} responses at a time.` }),
    ),
  status: z.enum(['published', 'hidden'], { error: 'Choose whether to show or hide the response.' }),
});

export const REVIEW_MODES = ['publish', 'hold'] as const;

export const ReviewModeSchema = z.strictObject({
  mode: z.enum(REVIEW_MODES, { error: 'Choose when reviews are published.' }),
});

export const EnquiryStatusSchema = z.strictObject({
  id: id('enquiry'),
  status: z.enum(ENQUIRY_STATUSES, { error: 'Unknown enquiry status.' }),
});

export const RetryEmailSchema = z.strictObject({ id: id('message') });

export const PrivacyDoneSchema = z.strictObject({ id: id('request') });

export const SyncMediaSchema = z.strictObject({});

export const MEDIA_NOT_FOUND = 'That episode or video does not exist.';

// An episode's row id or a video's YouTube id; the media feature looks it up.
export const MediaStatusSchema = z.strictObject({
  kind: z.enum(['episode', 'video'], { error: MEDIA_NOT_FOUND }),
  id: z.string({ error: MEDIA_NOT_FOUND }).check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, { error: MEDIA_NOT_FOUND })),
  status: z.enum(MEDIA_STATUSES, { error: 'Choose whether to show or hide it.' }),
});

export const SYNONYM_MESSAGES = {
  tooFew: 'Enter at least two words or phrases that mean the same, separated by commas.',
  tooMany: `Enter at most ${SYNONYM_LIMITS.terms} words or phrases.`,
  tooLong: `Each word or phrase can be at most ${SYNONYM_LIMITS.termLength} characters.`,
  notWords: 'Each word or phrase needs letters or digits.',
};

/** "Ipon, savings,  Pag-iipon" → ["ipon", "savings", "pag-iipon"]: lower case, spaces evened, each once. */
const synonymTerms = (text: string) => [...new Set(text.split(/[,\n]/).map((t) => t.replace(/\s+/g, ' ').trim().toLowerCase()).filter(Boolean))];

export const AddSynonymsSchema = z.strictObject({
  terms: z
    .pipe(z.string({ error: SYNONYM_MESSAGES.tooFew }).check(z.maxLength(2000, { error: SYNONYM_MESSAGES.tooLong })), z.transform(synonymTerms))
    .check(
      z.refine((terms) => terms.length >= 2, { error: SYNONYM_MESSAGES.tooFew, abort: true }),
      z.refine((terms) => terms.length <= SYNONYM_LIMITS.terms, { error: SYNONYM_MESSAGES.tooMany, abort: true }),
      z.refine((terms) => terms.every((t) => t.length <= SYNONYM_LIMITS.termLength), { error: SYNONYM_MESSAGES.tooLong, abort: true }),
      z.refine((terms) => terms.every((t) => /[\p{L}\p{N}]/u.test(t) && t.isWellFormed() && !/[\u0000-\u001f\u007f]/.test(t)), { error: SYNONYM_MESSAGES.notWords }),
    ),
});

export const RemoveSynonymsSchema = z.strictObject({ id: id('synonym group') });

export type ReviewStatusInput = z.infer<typeof ReviewStatusSchema>;
export type ReviewModeInput = z.infer<typeof ReviewModeSchema>;
export type EnquiryStatusInput = z.infer<typeof EnquiryStatusSchema>;
export type RetryEmailInput = z.infer<typeof RetryEmailSchema>;
export type PrivacyDoneInput = z.infer<typeof PrivacyDoneSchema>;
export type AddSynonymsInput = z.infer<typeof AddSynonymsSchema>;
export type RemoveSynonymsInput = z.infer<typeof RemoveSynonymsSchema>;
export type MediaStatusInput = z.infer<typeof MediaStatusSchema>;

export const NEW_BACKUP_CODES_PASSWORD = 'Enter your password to make new backup codes.';

/** "Make new backup codes": the owner's password again, as better-auth asks before it replaces them. */
export const NewBackupCodesSchema = z.strictObject({
  password: z
    .string({ error: NEW_BACKUP_CODES_PASSWORD })
    .check(z.minLength(1, { error: NEW_BACKUP_CODES_PASSWORD }), z.maxLength(OWNER_PASSWORD_MAX, { error: NEW_BACKUP_CODES_PASSWORD })),
});

export type NewBackupCodesInput = z.infer<typeof NewBackupCodesSchema>;

export const validateSignIn = (input: unknown) => validateWith(SignInSchema, {}, input, forms.fields);
export const validateReviewStatus = (input: unknown) => validateWith(ReviewStatusSchema, {}, input, forms.fields);
export const validateReviewMode = (input: unknown) => validateWith(ReviewModeSchema, {}, input, forms.fields);
export const validateEnquiryStatus = (input: unknown) => validateWith(EnquiryStatusSchema, {}, input, forms.fields);
export const validateRetryEmail = (input: unknown) => validateWith(RetryEmailSchema, {}, input, forms.fields);
export const validatePrivacyDone = (input: unknown) => validateWith(PrivacyDoneSchema, {}, input, forms.fields);
export const validateSyncMedia = (input: unknown) => validateWith(SyncMediaSchema, {}, input, forms.fields);
export const validateMediaStatus = (input: unknown) => validateWith(MediaStatusSchema, {}, input, forms.fields);
export const validateAddSynonyms = (input: unknown) => validateWith(AddSynonymsSchema, {}, input, forms.fields);
export const validateRemoveSynonyms = (input: unknown) => validateWith(RemoveSynonymsSchema, {}, input, forms.fields);
export const validateNewBackupCodes = (input: unknown) => validateWith(NewBackupCodesSchema, {}, input, forms.fields);
