import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link2 } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { UrlMetadata } from '@contract/url-metadata';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast';
import { useImportUrl } from '../../api/editor-mutations';
import { desireSaveError } from '../../api/error-messages';

interface UrlImportProps {
  value: string;
  onValueChange: (url: string) => void;
  onImported: (url: string, metadata: UrlMetadata) => void;
  /** A question about the import's result (whether to replace what was typed), shown in the box. */
  children?: ReactNode;
  /** Imports the address it starts with as soon as it shows (a page shared from another app). */
  runAtOnce?: boolean;
}

/** Fills the form from a product or event page. */
export function UrlImport({ value, onValueChange, onImported, children, runAtOnce }: UrlImportProps) {
  const { t } = useLingui();
  const importUrl = useImportUrl();
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  const run = () => {
    const url = value.trim();
    if (!url) {
      setError(t`Please enter a URL`);
      return;
    }
    setError(null);
    importUrl.mutate(url, {
      onSuccess: (metadata) => {
        onImported(url, metadata);
        if (metadata.isRestricted) {
          toast({ title: t`Preview not available`, description: metadata.message ?? t`This website prevents automatic previews. You can manually enter the details below.` });
        } else {
          toast.success(t`URL imported`, t`Product details have been imported successfully.`);
        }
      },
      onError: (failure) => {
        const notice = desireSaveError(failure, 'import');
        toast.error(notice.title, notice.description);
      },
    });
  };

  // Once only: a second mount in development, or a later render, must not import it again.
  const ranAtOnce = useRef(false);
  useEffect(() => {
    if (!runAtOnce || ranAtOnce.current) return;
    ranAtOnce.current = true;
    run();
  });

  return (
    <div className="grid gap-1.5 rounded-xl border border-dashed bg-muted/40 p-3">
      <label htmlFor={id} className="text-sm font-medium">
        <Trans>Import from URL</Trans>
      </label>
      <div className="flex gap-2">
        <Input
          id={id}
          type="url"
          inputMode="url"
          value={value}
          onChange={(e) => onValueChange(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              run();
            }
          }}
          placeholder="https://…"
          // An address reads left to right in every language (so its placeholder is no "…//:https").
          dir="ltr"
          className="text-start"
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        />
        <Button variant="secondary" onClick={run} loading={importUrl.isPending}>
          {importUrl.isPending ? null : <Link2 aria-hidden="true" />}
          <Trans>Import</Trans>
        </Button>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-xs font-medium text-destructive">
          {error}
        </p>
      ) : null}
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        <Trans>Paste a product or event page to fill in the details. Some sites (for example large retailers) may not auto-preview on import.</Trans>
      </p>
      {/* Always there, so a screen reader hears the question when it appears; empty, it takes no room. */}
      <div aria-live="polite" className="empty:-mt-1.5">
        {children}
      </div>
    </div>
  );
}
