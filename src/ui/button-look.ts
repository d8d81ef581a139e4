// The classes of the site's buttons, shared by Button (a <button>) and ButtonLink (an <a> that looks like one).
// Few named looks: pick one by what the action means, not by its colour.

const VARIANTS = {
  /** The main action of a page or form. */
  primary: 'bg-ocean text-white hover:bg-ocean-dark',
  /** A lesser action beside it (export, change a status). */
  secondary: 'border border-ocean text-ocean hover:bg-sky/40',
  /** Approving: a story for publishing, a review. */
  approve: 'bg-leaf text-white hover:bg-leaf/90',
  /** Declining, hiding or removing one item among others. */
  decline: 'border border-coral text-coral hover:bg-coral/10',
  /** The one irreversible action a page asks for. */
  danger: 'bg-coral text-white hover:bg-coral/90',
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
