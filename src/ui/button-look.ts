// The classes of the site's buttons, shared by Button (a <button>) and ButtonLink (an <a> that looks like one).
// Two looks: the main action, and the others beside it; the words on a button say what it does.

const VARIANTS = {
  /** The main action of a page or form: at most one per form. */
  primary: 'bg-ocean text-white hover:bg-ocean-dark',
  /** Every other action beside it (export, decline, hide, cancel). White inside, so it reads on the navy header and hero too. */
  secondary: 'border border-ocean bg-white text-ocean hover:bg-sky/40',
} as const;

const SIZES = {
  xs: 'px-3 py-1 text-sm',
  sm: 'px-4 py-2 text-sm',
  md: 'px-5 py-2',
  lg: 'px-6 py-3',
} as const;

export type ButtonVariant = keyof typeof VARIANTS;
export type ButtonSize = keyof typeof SIZES;

/** The class list of a button of this look, with the caller's layout classes (margin, width) last. */
export function buttonLook(variant: ButtonVariant, size: ButtonSize, className?: string): string {
  return ['rounded-full font-semibold', VARIANTS[variant], SIZES[size], className].filter(Boolean).join(' ');
}
