// What is already over the page, or in the visitor's hands, so that a layer which opens by itself (the
// e-book popup) can wait its turn: one overlay at a time.

/** The layout's notices (the cookie notice, the language suggestion) carry this attribute; `hidden` when not shown. */
export const NOTICE_ATTRIBUTE = 'data-notice';
/** A notice on screen, waiting for the visitor's answer. */
export const SHOWN_NOTICE = `[${NOTICE_ATTRIBUTE}]:not([hidden])`;

/** A dialog, an open disclosure (the menu) or a notice is showing, other than `own`. */
export function overlayShown(own?: Element | null): boolean {
  return [...document.querySelectorAll(`dialog[open], [role="dialog"]:not([hidden]), [aria-expanded="true"], ${SHOWN_NOTICE}`)].some(
    (element) => !own?.contains(element),
  );
}

const changed = (control: Element): boolean => {
  if (control instanceof HTMLSelectElement) return [...control.options].some((option) => option.selected !== option.defaultSelected);
  if (control instanceof HTMLTextAreaElement) return control.value !== control.defaultValue;
  if (!(control instanceof HTMLInputElement) || ['hidden', 'submit', 'button', 'reset', 'image'].includes(control.type)) return false;
  if (control.type === 'checkbox' || control.type === 'radio') return control.checked !== control.defaultChecked;
  return control.value !== control.defaultValue;
};

/** The visitor is in a form field, or has typed or chosen something in one, outside `own`. */
export function formBeingFilled(own?: Element | null): boolean {
  return [...document.querySelectorAll('input, textarea, select')].some(
    (control) => !own?.contains(control) && (control === document.activeElement || changed(control)),
  );
}
