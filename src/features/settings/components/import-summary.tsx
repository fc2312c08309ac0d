import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ImportCounts, ImportResult, ImportSkipReason } from '@contract/import';

/** Each kind's count in words, only the kinds that have one. */
function useCountWords() {
  const { t } = useLingui();
  return (counts: ImportCounts): string[] =>
    [
      counts.desires > 0 ? t`${plural(counts.desires, { one: '# desire', other: '# desires' })}` : null,
      counts.categories > 0 ? t`${plural(counts.categories, { one: '# category', other: '# categories' })}` : null,
      counts.saved > 0 ? t`${plural(counts.saved, { one: '# saved desire', other: '# saved desires' })}` : null,
      counts.follows > 0 ? t`${plural(counts.follows, { one: '# member followed', other: '# members followed' })}` : null,
      counts.images > 0 ? t`${plural(counts.images, { one: '# image', other: '# images' })}` : null,
    ].filter((words): words is string => words !== null);
}

function useReasonWords() {
  const { t } = useLingui();
  return (reason: ImportSkipReason, count: number): string => {
    switch (reason) {
      case 'already_imported':
        return t`${plural(count, { one: '# was imported before', other: '# were imported before' })}`;
      case 'already_there':
        return t`${plural(count, { one: '# category you have already', other: '# categories you have already' })}`;
      case 'not_found_here':
        return t`${plural(count, { one: '# is not here or not visible to you', other: '# are not here or not visible to you' })}`;
      case 'not_allowed':
        return t`${plural(count, { one: '# follow of yourself', other: '# follows of yourself' })}`;
      case 'invalid_row':
        return t`${plural(count, { one: '# row without a usable title', other: '# rows without a usable title' })}`;
      case 'image_unreadable':
        return t`${plural(count, { one: '# image that could not be read', other: '# images that could not be read' })}`;
    }
  };
}

/** What an import brought and what it left out, and why. */
export function ImportSummary({ result }: { result: ImportResult }) {
  const { t, i18n } = useLingui();
  const countWords = useCountWords();
  const reasonWords = useReasonWords();
  const list = (items: string[]) => new Intl.ListFormat(i18n.locale, { type: 'conjunction' }).format(items);
  const cameWords = countWords(result.imported);
  const skippedWords = countWords(result.skipped);
  const came = list(cameWords);
  const skipped = list(skippedWords);
  return (
    <div role="status" className="grid gap-2 rounded-xl border bg-muted/40 p-3 text-sm">
      <p className="font-medium">{cameWords.length > 0 ? t`Imported: ${came}.` : t`Nothing new was imported.`}</p>
      {skippedWords.length > 0 ? (
        <div className="grid gap-1 text-muted-foreground">
          <p>{t`Skipped: ${skipped}.`}</p>
          <ul className="grid gap-1">
            {result.reasons.map(({ reason, count }) => (
              <li key={reason}>{reasonWords(reason, count)}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {result.kind === 'csv' && result.imported.desires > 0 ? (
        <p className="text-muted-foreground">
          <Trans>The list’s desires are private until you change them. Their pages are read in the background, so pictures and descriptions may appear in a moment.</Trans>
        </p>
      ) : null}
    </div>
  );
}
