/**
 * Where focus goes when a dialog, drawer or sheet closes. Radix gives it back only to a
 * `Dialog.Trigger`, and our dialogs are opened by app state, so without this it falls to <body> and
 * the next Tab starts again at the top of the page.
 *
 * Each dialog remembers the element focus came from when it first entered it (the focusin event's
 * relatedTarget, which is right even when a field inside takes focus with autoFocus). On close focus
 * goes back there; when that element went away with what held it (a menu item, an action in a sheet
 * that closed as the dialog opened), it goes to the menu's button, or to what opened that sheet, and
 * failing all of those to the page's main region.
 */

// eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS selector
const DIALOG = '[role="dialog"], [role="alertdialog"]';
const openers = new WeakMap<Element, HTMLElement>();

function rememberOpener(event: FocusEvent) {
  const target = event.target instanceof Element ? event.target : null;
  const dialog = target?.closest(DIALOG);
  if (!dialog || openers.has(dialog)) return;
  const from = event.relatedTarget;
  // Focus that moves inside the dialog, or comes back from a dialog opened inside it, is no opener.
  if (from instanceof HTMLElement && !dialog.contains(from)) openers.set(dialog, from);
}

if (typeof document !== 'undefined') document.addEventListener('focusin', rememberOpener, true);

function tryFocus(element: HTMLElement | null | undefined): boolean {
  if (!element?.isConnected) return false;
  element.focus({ preventScroll: true });
  // A hidden or disabled element does not take focus.
  return document.activeElement === element;
}

/** The menu's button, for an element that was an item of a menu (the menu closed when it was chosen). */
function menuButtonOf(element: HTMLElement): HTMLElement | null {
  const labelledBy = element.closest('[role="menu"]')?.getAttribute('aria-labelledby');
  return labelledBy ? document.getElementById(labelledBy) : null;
}

/** Gives focus back to what opened `dialog`, or what stands in for it; false when nothing could take it. */
function giveFocusBack(dialog: Element): boolean {
  let opener = openers.get(dialog);
  // A short chain: a dialog opened from a sheet that opened from a button.
  for (let depth = 0; opener && depth < 5; depth++) {
    if (tryFocus(opener) || tryFocus(menuButtonOf(opener))) return true;
    const host = opener.closest(DIALOG);
    opener = host ? openers.get(host) : undefined;
  }
  return false;
}

/**
 * The `onCloseAutoFocus` of every dialog wrapper (Radix dialog, alert dialog, vaul drawer, sheet),
 * after the caller's own handler.
 */
export function returnFocusOnClose(callerHandler?: (event: Event) => void) {
  return (event: Event) => {
    callerHandler?.(event);
    if (event.defaultPrevented) return;
    const dialog = event.currentTarget;
    if (!(dialog instanceof Element)) return;
    const active = document.activeElement;
    // Another dialog has taken focus meanwhile (a sheet's action opened it): it stays there.
    if (active && active !== document.body && !dialog.contains(active)) {
      event.preventDefault();
      return;
    }
    if (giveFocusBack(dialog) || focusMain()) event.preventDefault();
  };
}

/**
 * When the opener went for good (the deleted category's card, say), focus goes to the page's main
 * region, so the next Tab goes on inside the screen rather than from "Skip to content".
 */
function focusMain(): boolean {
  const main = document.getElementById('main');
  if (!main) return false;
  if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
  return tryFocus(main);
}
