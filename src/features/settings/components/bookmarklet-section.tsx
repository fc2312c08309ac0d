import { useEffect, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { BookmarkPlus } from 'lucide-react';
import { paths } from '@contract/pages/paths';
import { buttonVariants } from '@/components/ui/button';
import { useMediaQuery } from '@/lib/use-media-query';
import { bookmarkletCode } from '../model/bookmarklet';
import { SettingsSection } from './settings-section';

/**
 * "Add from any page": a link to drag to the bookmarks bar, which opens the new-desire form with the
 * page it is clicked on. Only where there is a mouse: phones have no bookmarks bar to drag to, and
 * share to the installed app instead (docs/decisions/desires.md "Adding a wish from any app").
 */
export function BookmarkletSection() {
  const { t } = useLingui();
  const withMouse = useMediaQuery('(hover: hover) and (pointer: fine)');
  const link = useRef<HTMLAnchorElement>(null);
  const [clickedHere, setClickedHere] = useState(false);
  // React refuses a `javascript:` address in JSX (it would run on a click in the app); this one is
  // meant to be dragged out of the page, so it is set on the element itself.
  useEffect(() => {
    link.current?.setAttribute('href', bookmarkletCode(window.location.origin));
  }, [withMouse]);
  if (!withMouse) return null;

  return (
    <SettingsSection title={t`Add from any page`} icon={BookmarkPlus}>
      <p className="text-sm text-muted-foreground">
        <Trans>Drag the button below to your browser’s bookmarks bar. On any shop or event page, click the bookmark: Wishwell opens a new desire with that page imported.</Trans>
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <a
          ref={link}
          // An ordinary address until the effect puts the bookmarklet's code in its place.
          href={paths.shareTarget}
          // Clicked here it would add Settings itself: it only says where it belongs.
          onClick={(event) => {
            event.preventDefault();
            setClickedHere(true);
          }}
          className={buttonVariants({ variant: 'outline' })}
        >
          <BookmarkPlus className="size-4" aria-hidden="true" />
          {t`Add to Wishwell`}
        </a>
        {clickedHere ? (
          <p role="status" className="text-sm text-muted-foreground">
            <Trans>Drag it to the bookmarks bar, then click it on the page you want to add.</Trans>
          </p>
        ) : null}
      </div>
    </SettingsSection>
  );
}
