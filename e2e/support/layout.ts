import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Layout checks that any screen can use: where its controls sit, and whether its chosen choices can
 * be seen. Each returns short descriptions of what is wrong, empty when nothing is.
 */

/** What opens over the page: a control under one of these is covered on purpose. */
const POPUPS = '[role="menu"], [role="listbox"], [role="dialog"], [role="alertdialog"]';

/** What counts as a control a person presses. */
export const CONTROLS = 'button, a[href], [role="menuitem"], [role="button"], [role="tab"], label:has(> input)';

/**
 * Every visible control must lie inside its card and be the topmost thing at its centre, so that it
 * can be seen and pressed. A control's card is the nearest element around it that matches `cards`
 * (the window when there is none). A card that draws a box (a border, a background or a shadow) is that
 * box; a card that draws none is the box its other parts draw (a list item whose link is the card face,
 * with a menu button laid over its corner). Each control is scrolled to the middle of the window first,
 * so the fixed header and bottom bar cover nothing, and inside its own row when the row scrolls. What an
 * open menu or dialog covers is left alone: it lies over the page on purpose.
 *
 * The control that has keyboard focus must also show its whole focus ring: the ring lies inside the
 * card, and what is under the ring belongs to the control or its card, not to a neighbour drawn on top.
 */
export async function misplacedControlsOf(page: Page, cards: string): Promise<string[]> {
  return page.evaluate(
    ([controlSelector, cardSelector, POPUPS]) => {
      interface Box {
        left: number;
        top: number;
        right: number;
        bottom: number;
      }
      const found: string[] = [];
      const describe = (element: Element) => {
        const label = element.getAttribute('aria-label') ?? (element.textContent ?? '').trim().replace(/\s+/g, ' ');
        return `${element.tagName.toLowerCase()}${element.getAttribute('role') ? `[role=${element.getAttribute('role')}]` : ''} "${label.slice(0, 40)}"`;
      };
      const draws = (element: Element) => {
        const style = getComputedStyle(element);
        const border = ['Top', 'Right', 'Bottom', 'Left'].some(
          (side) => parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`)) > 0 && style.getPropertyValue(`border-${side.toLowerCase()}-style`) !== 'none',
        );
        const background = style.backgroundColor !== 'rgba(0, 0, 0, 0)' && style.backgroundColor !== 'transparent';
        return border || background || style.backgroundImage !== 'none' || style.boxShadow !== 'none';
      };
      const boxOf = (element: Element): Box => {
        const { left, top, right, bottom } = element.getBoundingClientRect();
        return { left, top, right, bottom };
      };
      const windowBox = (): Box => ({ left: 0, top: 0, right: document.documentElement.clientWidth, bottom: window.innerHeight });
      /** The box the card draws around the control. */
      const cardBoxOf = (card: Element | null, control: Element): Box => {
        if (!card) return windowBox();
        if (draws(card)) return boxOf(card);
        let union: Box | null = null;
        const own = control.getBoundingClientRect();
        for (const part of card.querySelectorAll('*')) {
          if (part.contains(control) || control.contains(part) || !draws(part)) continue;
          // A card face is larger than what it holds: a hovered button beside the control is not one.
          const box = part.getBoundingClientRect();
          if (box.width * box.height <= own.width * own.height) continue;
          union = union
            ? { left: Math.min(union.left, box.left), top: Math.min(union.top, box.top), right: Math.max(union.right, box.right), bottom: Math.max(union.bottom, box.bottom) }
            : boxOf(part);
        }
        return union ?? boxOf(card);
      };
      const inside = (inner: Box, outer: Box) => inner.left >= outer.left - 1 && inner.top >= outer.top - 1 && inner.right <= outer.right + 1 && inner.bottom <= outer.bottom + 1;
      const px = (box: Box) => `${Math.round(box.left)},${Math.round(box.top)} to ${Math.round(box.right)},${Math.round(box.bottom)}`;
      const ownedBy = (hit: Element | null, owner: Element) => Boolean(hit && (owner === hit || owner.contains(hit)));

      const controls = [...document.querySelectorAll(controlSelector)].filter((control) => {
        const box = control.getBoundingClientRect();
        return box.width > 1 && box.height > 1 && control.checkVisibility({ opacityProperty: true, visibilityProperty: true });
      });
      for (const control of controls) {
        control.scrollIntoView({ block: 'center', inline: 'nearest' });
        const card = control.parentElement?.closest(cardSelector) ?? null;
        const cardBox = cardBoxOf(card, control);
        const box = boxOf(control);
        if (!inside(box, cardBox)) found.push(`${describe(control)} lies outside its card (${px(box)}, the card ${px(cardBox)})`);
        // A link that runs over two lines is two boxes: its centre is that of the larger one.
        const face = [...control.getClientRects()].reduce((a, b) => (b.width * b.height > a.width * a.height ? b : a));
        const x = (face.left + face.right) / 2;
        const y = (face.top + face.bottom) / 2;
        const hit = document.elementFromPoint(x, y);
        // An open menu or dialog lies over the page on purpose; what it covers is not lost.
        const popup = hit?.closest(POPUPS);
        const coveredOnPurpose = Boolean(popup && !popup.contains(control));
        if (!ownedBy(hit, control) && !coveredOnPurpose) found.push(`${describe(control)} is under ${hit ? describe(hit) : 'nothing'} at its centre (${Math.round(x)},${Math.round(y)})`);

        if (control === document.activeElement && control.matches(':focus-visible')) {
          const style = getComputedStyle(control);
          const reach = style.outlineStyle === 'none' ? 0 : parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset);
          if (reach > 0) {
            const ring = { left: box.left - reach, top: box.top - reach, right: box.right + reach, bottom: box.bottom + reach };
            if (!inside(ring, cardBox)) found.push(`the focus ring of ${describe(control)} runs out of its card (${px(ring)}, the card ${px(cardBox)})`);
            // Just inside the ring's outer edge, on each side: its own card (or the window) must be what shows.
            const edge = reach - 1;
            const points = [
              [x, box.top - edge],
              [x, box.bottom + edge],
              [box.left - edge, y],
              [box.right + edge, y],
            ] as const;
            for (const [px0, py0] of points) {
              const under = document.elementFromPoint(px0, py0);
              if (ownedBy(under, control) || (card ? ownedBy(under, card) : true)) continue;
              found.push(`the focus ring of ${describe(control)} is under ${under ? describe(under) : 'nothing'} at ${Math.round(px0)},${Math.round(py0)}`);
            }
          }
        }
        if (found.length > 12) break;
      }
      return found;
    },
    [CONTROLS, cards, POPUPS] as const,
  );
}

/**
 * Rows of choices (radios: chips, segmented filters): the chosen one lies wholly inside the window and
 * inside every part that clips it (a row that scrolls sideways), and no choice's label is cut short.
 * The page itself must not have moved to show it.
 */
export async function hiddenChoicesOf(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    // A native radio is seen through its label (the radio itself is often visually hidden).
    const choices = [...document.querySelectorAll<HTMLElement>('input[type="radio"], [role="radio"]')].map((choice) => ({
      shown: choice instanceof HTMLInputElement ? (choice.closest('label') ?? choice) : choice,
      chosen: choice instanceof HTMLInputElement ? choice.checked : choice.getAttribute('aria-checked') === 'true',
    }));
    for (const { shown: choice, chosen } of choices) {
      const box = choice.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1 || !choice.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      const name = `"${(choice.textContent ?? '').trim().slice(0, 30)}"`;
      if (choice.scrollWidth > choice.clientWidth + 1) found.push(`the label of ${name} is cut short (${choice.scrollWidth} px of text in ${choice.clientWidth})`);
      if (!chosen) continue;
      let { left, right } = box;
      left = Math.max(left, 0);
      right = Math.min(right, document.documentElement.clientWidth);
      for (let parent = choice.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX === 'visible') continue;
        const clip = parent.getBoundingClientRect();
        left = Math.max(left, clip.left + parent.clientLeft);
        right = Math.min(right, clip.left + parent.clientLeft + parent.clientWidth);
      }
      if (right - left < box.width - 1) found.push(`the chosen ${name} shows ${Math.max(0, Math.round(right - left))} px of its ${Math.round(box.width)}`);
    }
    return found;
  });
}

/**
 * What sticks out of the window, as short descriptions; inside a horizontal scroller is allowed. Held to
 * the device's width: on a phone (isMobile) a page that overflows widens its own layout viewport, and
 * its clientWidth with it, so the page's own width would say nothing is wrong.
 */
export async function overflowOf(page: Page): Promise<string[]> {
  const device = page.viewportSize()?.width ?? Number.POSITIVE_INFINITY;
  return page.evaluate((deviceWidth) => {
    const width = Math.min(document.documentElement.clientWidth, deviceWidth);
    const found: string[] = [];
    if (document.documentElement.clientWidth > deviceWidth) found.push(`the page widened its layout viewport to ${document.documentElement.clientWidth} px on a ${deviceWidth} px screen`);
    if (document.documentElement.scrollWidth > width) found.push(`the page scrolls sideways: ${document.documentElement.scrollWidth} px in ${width}`);
    /** The part of the element that can be seen: cut by every ancestor that clips; null inside a horizontal scroller. */
    const visibleSpan = (element: Element): { left: number; right: number } | null => {
      let { left, right } = element.getBoundingClientRect();
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        const { overflowX } = getComputedStyle(parent);
        if (overflowX === 'visible') continue;
        if ((overflowX === 'auto' || overflowX === 'scroll') && parent.scrollWidth > parent.clientWidth) return null;
        const box = parent.getBoundingClientRect();
        left = Math.max(left, box.left);
        right = Math.min(right, box.right);
      }
      return { left, right };
    };
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue;
      if (box.right <= width + 1 && box.left >= -1) continue;
      const span = visibleSpan(element);
      if (!span || span.right <= span.left || (span.right <= width + 1 && span.left >= -1)) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.opacity === '0') continue;
      const name = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} "${(element.textContent ?? '').trim().slice(0, 30)}"`;
      found.push(`${name} shows from ${Math.round(span.left)} to ${Math.round(span.right)} in ${width}`);
      if (found.length > 8) break;
    }
    return found;
  }, device);
}

/** Nothing on the page is wider than the window; a failure names what sticks out. */
export async function expectNoSidewaysScroll(page: Page) {
  expect(await overflowOf(page)).toEqual([]);
}

/**
 * The box of something that moves in (a toast slides, a dialog grows), once it has stopped: no
 * transition or animation runs on it (asking for them makes the browser start a pending one) and two
 * reads 100 ms apart agree. A check then measures where it stays, not a frame of its entrance.
 */
export async function settledBox(target: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  let last = await target.boundingBox();
  await expect
    .poll(
      async () => {
        const moving = await target.evaluate((el) => el.getAnimations().some((a) => a.playState === 'running' || a.pending));
        const now = await target.boundingBox();
        const same = !!last && !!now && (['x', 'y', 'width', 'height'] as const).every((k) => Math.abs(last![k] - now[k]) < 0.5);
        last = now;
        return !moving && same;
      },
      { intervals: [100], timeout: 5000 },
    )
    .toBe(true);
  return last!;
}
