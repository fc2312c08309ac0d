import { paths } from '@contract/pages/paths';

/**
 * The bookmarklet's code: on whatever page it is clicked, it opens this app's share target
 * (src/app/routes/share-target.tsx) in a new tab with the page's address and title. `noopener`, so
 * that the page it was clicked on gets no hold on the app's tab.
 */
export function bookmarkletCode(origin: string): string {
  const target = JSON.stringify(`${origin}${paths.shareTarget}?url=`);
  // eslint-disable-next-line lingui/no-unlocalized-strings -- code, not words
  return `javascript:(()=>{window.open(${target}+encodeURIComponent(location.href)+'&title='+encodeURIComponent(document.title),'_blank','noopener')})()`;
}
