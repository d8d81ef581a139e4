/**
 * What every public form shares. `fields` also reaches the browser (as an island's props), so it holds
 * plain strings only: `{label}`, `{max}` and `{keys}` are filled in when a message is shown.
 */
export const forms = {
  fields: {
    badCharacters: '{label} contains characters we cannot accept. Please remove them and try again.',
    tooLong: '{label} must be at most {max} characters.',
    oneAddress: 'Please enter one email address only, without a name, commas, semicolons, quotes or angle brackets.',
    expired: 'This form has expired. Please reload the page and try again.',
    unknownLanguage: 'Unknown language.',
    invalidForm: 'Invalid form',
    unexpectedField: 'Unexpected field: {keys}',
    checkForm: 'Please check the form',
    honeypot: 'Leave this field empty',
    /** Above the list of what to fix, each a link to its field. */
    summaryHeading: 'There is a problem',
  },
  server: {
    rateLimited: (seconds: number) => `You have sent this form several times in a minute. Please wait ${seconds} seconds and try again.`,
    unavailable: 'We could not save your form just now. Nothing was lost on your side: please try again in a moment.',
    rejected: 'Some of the information could not be accepted. Please check the form.',
  },
};
