import { escapeHtml, type PageMeta } from './page-html';

/**
 * What a page paints before its script has run: the app's first screen in plain HTML, drawn with the
 * app's own stylesheet classes so it sits where the app's screen will. The app removes it when its
 * screen is ready (src/lib/first-paint.ts). Without it nothing paints until the script has loaded
 * and run; with it the title, text and picture a link points to show from the HTML.
 */
const ID = 'first-paint';
// Laid over the page rather than before it: the app renders beneath while it loads, and taking the
// paint away moves nothing of the app's.
const OVER = 'position:absolute;top:0;left:0;right:0;z-index:60;min-height:100dvh;background:var(--background)';
const wrap = (html: string) => `<div id="${ID}" aria-hidden="true" style="${OVER}">${html}</div>`;

/** The sign-in page's hero (src/features/auth/components/auth-page-layout.tsx) and its sheet. */
const AUTH = wrap(
  `<div class="relative min-h-dvh"><div class="absolute inset-0"><div class="relative h-full min-h-[42dvh] overflow-hidden bg-brand text-white">` +
    `<div class="relative z-10 flex h-full flex-col justify-start p-6 pt-[calc(2rem+env(safe-area-inset-top))] md:p-10"><div class="max-w-md">` +
    `<p class="text-3xl font-extrabold leading-tight tracking-tight md:text-4xl">Share what you wish for.</p>` +
    `<p class="mt-2 text-base text-white/90 md:text-lg">Follow friends, cheer them on, and help each other make wishes happen.</p>` +
    `</div></div></div></div>` +
    `<div class="relative z-10 flex min-h-dvh flex-col justify-end md:items-center md:justify-center md:p-8">` +
    `<div class="w-full rounded-t-[2rem] bg-card px-6 pb-[calc(2rem+env(safe-area-inset-bottom))] pt-7 shadow-[0_-12px_40px_rgb(0_0_0/0.18)] md:max-w-md md:rounded-3xl md:p-8 md:shadow-2xl">` +
    `<p class="mb-6 text-lg font-extrabold tracking-tight">Wishwell</p><div style="height:16rem"></div></div></div></div>`,
);

/** A picture of this site as a path (the page may be read under another address than publicUrl). */
function sitePicture(image: string | null, publicUrl: string): string | null {
  return image?.startsWith(`${publicUrl}/uploads/`) ? image.slice(publicUrl.length) : null;
}

/** The card of a desire (src/features/desires/components/desire-card.tsx): picture, title, text. */
function card(meta: Omit<PageMeta, 'url'>, publicUrl: string, heading: 'h1' | 'h2'): string {
  const picture = sitePicture(meta.image, publicUrl);
  return (
    `<div class="grid min-w-0 grid-cols-1 gap-4 rounded-2xl border bg-card p-4 shadow-xs sm:p-5">` +
    `<div class="flex items-start gap-3"><div class="size-10 shrink-0 rounded-full bg-muted"></div><div class="grid flex-1 gap-2 pt-1"><div class="h-3.5 w-32 rounded bg-muted"></div><div class="h-3 w-20 rounded bg-muted"></div></div></div>` +
    (picture ? `<img src="${escapeHtml(picture)}" alt="" width="1200" height="675" fetchpriority="high" class="aspect-video w-full rounded-xl bg-muted object-cover">` : '') +
    `<div class="grid gap-2"><${heading} class="text-lg font-bold leading-snug tracking-tight">${escapeHtml(meta.title)}</${heading}>` +
    `<p class="whitespace-pre-line break-words text-[15px] leading-relaxed text-foreground/90">${escapeHtml(meta.description)}</p></div></div>`
  );
}

/** The bar of /post/{id} (src/app/routes/post.tsx) and of shared pages (src/app/shared-page.tsx). */
const bar = (width: string) =>
  `<div class="sticky top-0 z-30 border-b bg-card/90"><div class="mx-auto flex h-14 ${width} items-center px-4"><p class="text-lg font-extrabold tracking-tight">Wishwell</p></div></div>`;

function shared(content: string): string {
  return wrap(`<div class="flex min-h-dvh flex-col">${bar('max-w-3xl')}<div class="mx-auto grid w-full min-w-0 max-w-3xl flex-1 content-start gap-5 px-4 py-6">${content}</div></div>`);
}

/** The pages whose link preview and first paint show something of their own, read from the database. */
export const looksUpPreview = (pathname: string): boolean => /^\/(post|shared\/desires|shared\/categories)\//.test(pathname);

/** The HTML painted first at `pathname`, given what its link preview shows (null: nothing of its own). */
export function firstPaint(pathname: string, own: Omit<PageMeta, 'url'> | null, publicUrl: string): string {
  if (/^\/auth\/?$/.test(pathname)) return AUTH;
  if (!own) return '';
  if (pathname.startsWith('/post/')) {
    return wrap(`<div class="min-h-dvh">${bar('max-w-2xl')}<div class="mx-auto grid max-w-2xl gap-4 px-4 py-6">${card(own, publicUrl, 'h1')}</div></div>`);
  }
  if (pathname.startsWith('/shared/desires/')) {
    return shared(`<div class="grid gap-1"><p class="text-2xl font-bold tracking-tight">Shared Desire</p><div class="h-5"></div></div>${card(own, publicUrl, 'h2')}`);
  }
  if (pathname.startsWith('/shared/categories/')) {
    const picture = sitePicture(own.image, publicUrl);
    return shared(
      `<div class="grid gap-2"><p class="text-2xl font-bold tracking-tight">${escapeHtml(own.title)}</p><p class="text-sm text-muted-foreground">${escapeHtml(own.description)}</p></div>` +
        (picture ? `<img src="${escapeHtml(picture)}" alt="" width="1200" height="675" fetchpriority="high" class="aspect-video w-full rounded-xl bg-muted object-cover">` : ''),
    );
  }
  return '';
}
