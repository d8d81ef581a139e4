type Props = {
  name: string;
  label: string;
  required?: boolean;
  autoComplete?: string;
  hint?: string;
  /** What the field shows first: empty, or what a plain POST sent back. */
  defaultValue?: string | undefined;
  error?: string | undefined;
  /** Marked invalid by a problem said elsewhere (above the form), which `describedBy` names. */
  invalid?: boolean | undefined;
  /** Ids of more text that describes the control, read before its hint and error. */
  describedBy?: string | undefined;
  /** Prefix of the control's id, where one page has two forms with the same field. */
  idPrefix?: string;
  /** The language of what the field holds, where it differs from the page's. */
  lang?: string | undefined;
  /** A filter of an owner list: a small label and no line for an error. */
  compact?: boolean;
  /** Classes of the field's box, where a row of fields lays it out. */
  className?: string;
} & (
  | {
      /** A choice from a list (a <select>) instead of typed text. */
      options: readonly { value: string; label: string }[];
      type?: never;
      multiline?: never;
      maxLength?: never;
    }
  | {
      options?: never;
      type?: 'text' | 'email' | 'tel' | 'password' | 'search';
      multiline?: boolean;
      rows?: number;
      /** Rows on a phone (under 768 px), where the keyboard takes half the screen. */
      mobileRows?: 2 | 3;
      maxLength: number;
      minLength?: number;
      inputMode?: 'numeric' | 'email' | 'tel' | undefined;
      spellCheck?: boolean | undefined;
    }
);

const CONTROL =
  'mt-1 block rounded-md border border-muted/50 bg-white px-3 py-2 text-base text-ink aria-invalid:border-coral aria-invalid:ring-1 aria-invalid:ring-coral';
// `rows` cannot change with the screen: a height of N lines plus padding and border does.
const MOBILE_HEIGHT = { 2: 'max-md:h-[calc(2lh+1rem+2px)]', 3: 'max-md:h-[calc(3lh+1rem+2px)]' } as const;

/** A labelled control with its hint and its error, the one way the site's forms ask for text or a choice. */
export default function Field(props: Props) {
  const { name, label, required = false, autoComplete, hint, defaultValue = '', error, invalid, describedBy, idPrefix = 'field', compact = false, className, lang } = props;
  const id = `${idPrefix}-${name}`;
  const ids = [describedBy, hint && `${id}-hint`, !compact && `${id}-error`].filter(Boolean).join(' ');
  const shared = {
    id,
    name,
    required,
    defaultValue,
    lang,
    'aria-invalid': error || invalid ? true : undefined,
    'aria-describedby': ids || undefined,
  } as const;
  // A filter's list is as wide as its choices; everything else fills the form's width.
  const width = compact && props.options ? '' : ' w-full';
  let control;
  if (props.options) {
    control = (
      <select {...shared} autoComplete={autoComplete} className={`${CONTROL}${width}`}>
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    );
  } else if (props.multiline) {
    const { rows = 4, mobileRows, maxLength, minLength } = props;
    control = (
      <textarea {...shared} rows={rows} maxLength={maxLength} minLength={minLength} className={`${CONTROL}${width}${mobileRows ? ` ${MOBILE_HEIGHT[mobileRows]}` : ''}`} />
    );
  } else {
    const { type = 'text', maxLength, minLength, inputMode, spellCheck } = props;
    control = (
      <input
        {...shared}
        type={type}
        maxLength={maxLength}
        minLength={minLength}
        autoComplete={autoComplete}
        inputMode={inputMode}
        spellCheck={spellCheck}
        className={`${CONTROL}${width}`}
      />
    );
  }
  return (
    <div className={className}>
      <label htmlFor={id} className={compact ? 'block text-sm font-semibold text-navy' : 'block font-semibold text-navy'}>
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      )}
      {control}
      {!compact && (
        <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-coral">
          {error}
        </p>
      )}
    </div>
  );
}
