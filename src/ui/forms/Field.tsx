interface Props {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'tel';
  multiline?: boolean;
  rows?: number;
  /** Rows on a phone (under 768 px), where the keyboard takes half the screen. */
  mobileRows?: 2 | 3;
  required?: boolean;
  maxLength: number;
  minLength?: number;
  autoComplete?: string;
  hint?: string;
  /** What the field shows first: empty, or what a plain POST sent back. */
  defaultValue?: string | undefined;
  error?: string | undefined;
  /** Prefix of the control's id, where one page has two forms with the same field. */
  idPrefix?: string;
  /** The language of what the field holds, where it differs from the page's. */
  lang?: string | undefined;
}

const CONTROL =
  'mt-1 block w-full rounded-md border border-muted/50 bg-white px-3 py-2 text-base text-ink aria-invalid:border-coral aria-invalid:ring-1 aria-invalid:ring-coral';
// `rows` cannot change with the screen: a height of N lines plus padding and border does.
const MOBILE_HEIGHT = { 2: 'max-md:h-[calc(2lh+1rem+2px)]', 3: 'max-md:h-[calc(3lh+1rem+2px)]' } as const;

export default function Field({
  name,
  label,
  type = 'text',
  multiline = false,
  rows = 4,
  mobileRows,
  required = false,
  maxLength,
  minLength,
  autoComplete,
  hint,
  defaultValue = '',
  error,
  idPrefix = 'field',
  lang,
}: Props) {
  const id = `${idPrefix}-${name}`;
  const describedBy = [hint && `${id}-hint`, `${id}-error`].filter(Boolean).join(' ');
  const shared = {
    id,
    name,
    required,
    maxLength,
    defaultValue,
    lang,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
  } as const;
  return (
    <div>
      <label htmlFor={id} className="block font-semibold text-navy">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      )}
      {multiline ? (
        <textarea {...shared} rows={rows} minLength={minLength} className={mobileRows ? `${CONTROL} ${MOBILE_HEIGHT[mobileRows]}` : CONTROL} />
      ) : (
        <input {...shared} type={type} autoComplete={autoComplete} className={CONTROL} />
      )}
      <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-coral">
        {error}
      </p>
    </div>
  );
}
