import { useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { negotiateLanguage, type LanguageChoice } from '@contract/languages';
import { useSession } from '@/features/auth/api/queries';
import { useUpdateSettings } from '@/features/settings/api/mutations';
import { settingsQueries } from '@/features/settings/api/queries';
import { toast } from '@/components/ui/toast';
import { browserLanguages, chooseLanguage, storedLanguageChoice } from '@/lib/language-choice';
import { APP_TITLE } from './app-meta';

/** Resolves once the page has loaded and the browser is idle: what follows is no part of the first visit. */
function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    const handle = setTimeout(() => setIdle(true), 3000);
    return () => clearTimeout(handle);
  }, []);
  return idle;
}

/**
 * The member's language follows them to every device: when the backend keeps it in their settings
 * (`language`, an extra) and it differs from this browser's, this browser takes it. Read a little after
 * the start, so the first visit is not one request longer; without the extra nothing is read twice.
 */
export function LanguageFollower() {
  useTitleInLanguage();
  const { user } = useSession();
  const idle = useIdle();
  const settings = useQuery({ ...settingsQueries.mine(), enabled: Boolean(user) && idle });
  const kept = settings.data?.language;
  useEffect(() => {
    if (kept && kept !== storedLanguageChoice()) void chooseLanguage(kept).catch(() => undefined);
  }, [kept]);
  return null;
}

/**
 * The Settings choice. The language switches at once; with a backend that keeps the choice it is saved
 * there too, and a save that fails puts the former language back (LanguageFollower follows the
 * settings as they were). A catalog that cannot load (offline) changes nothing and says so.
 */
export function useLanguageChoice() {
  const settings = useQuery(settingsQueries.mine());
  const client = useQueryClient();
  // Called on the mutation itself, not the screen: choosing a language builds the screen again.
  const update = useUpdateSettings({
    onFailed: async (_error, change) => {
      if (change.language === undefined) return;
      // The former language first, so that the toast speaks the language the reader is back in.
      const restored = client.getQueryData(settingsQueries.mine().queryKey)?.language;
      if (restored) await chooseLanguage(restored).catch(() => undefined);
      toast.error(t`Error saving settings`, t`Your change was undone.`);
    },
  });
  // Where the backend keeps the choice, the settings say it (changed at once, put back on a failure).
  const [chosenHere, setChosenHere] = useState<LanguageChoice>(() => storedLanguageChoice());
  const [pending, setPending] = useState(false);
  const kept = settings.data?.language;

  const choose = async (next: LanguageChoice) => {
    setPending(true);
    try {
      await chooseLanguage(next);
    } catch {
      toast.error(t`Could not load that language`, t`Check your connection and try again.`);
      return;
    } finally {
      setPending(false);
    }
    if (!kept) {
      setChosenHere(next);
      return;
    }
    update.mutate({ language: next });
  };
  return { choice: kept ?? chosenHere, browserLanguage: negotiateLanguage(browserLanguages()), choose, pending };
}

/**
 * The tab's title, when it is the app's own (the server wrote it in the page's language), follows a
 * change of language; a page's own title (a desire's) stays as the server wrote it.
 */
function useTitleInLanguage() {
  const { i18n } = useLingui();
  const shown = useRef<string | null>(null);
  const title = i18n._(APP_TITLE);
  useEffect(() => {
    if (shown.current !== null && document.title === shown.current) document.title = title;
    shown.current = title;
  }, [title]);
}
