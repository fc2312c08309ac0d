import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@contract/pages/paths';
import { readSharedPage } from '@/features/desires/model/shared-page';
import { useDesireActions } from '../desire-experience';

/**
 * /share-target (the installed app's share target, and the Settings bookmarklet): the create form
 * opens with what was shared, over the feed. The address is replaced by the feed's, so that Back (or
 * a reload) never opens the form again; the form itself keeps what was shared as its draft.
 */
export function Component() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const { openCreate } = useDesireActions();
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    // The feed first: the form's own history entry (Back closes it) then sits on the feed's.
    navigate(paths.feed, { replace: true });
    const shared = readSharedPage(new URLSearchParams(search));
    openCreate(shared ? { shared } : undefined);
  }, [search, navigate, openCreate]);
  return null;
}
