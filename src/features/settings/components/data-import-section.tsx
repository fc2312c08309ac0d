import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { HardDriveUpload, Upload } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { HiddenFileInput } from '@/components/ui/hidden-file-input';
import { Progress } from '@/components/ui/progress';
import { useExtraOffered } from '@/lib/extras';
import { errorText } from '@/lib/known-messages';
import { useImportMyData } from '../api/import';
import { ImportSummary } from './import-summary';
import { SettingsSection } from './settings-section';

/**
 * "Your data", the way in: a zip of this app's export or a CSV list into the member's account
 * (POST /api/me/import), then what came in and what was skipped. Nothing when the backend does not
 * offer it: a 404 or 405 hides the section (src/lib/extras.ts).
 */
export function DataImportSection() {
  const { t } = useLingui();
  const offered = useExtraOffered('dataImport');
  const input = useRef<HTMLInputElement>(null);
  const [sent, setSent] = useState(0);
  const importing = useImportMyData();
  if (!offered) return null;

  const start = (file: File | undefined) => {
    // One file at a time: a second choice while one is on its way is ignored.
    if (!file || importing.isPending) return;
    setSent(0);
    importing.mutate({ file, onProgress: setSent });
  };
  const percent = Math.round(sent * 100);

  return (
    <SettingsSection title={t`Import data`} icon={HardDriveUpload}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        {/* Wide enough to read on a phone: the button goes below it there. */}
        <p className="grid flex-1 basis-56 gap-1 text-sm text-muted-foreground">
          <Trans>Bring in a zip of your data from this app, or a CSV list of wishes with a title column (and url, price, notes).</Trans>
        </p>
        <HiddenFileInput ref={input} accept=".zip,.csv,application/zip,text/csv" onFile={start} />
        <Button variant="outline" onClick={() => input.current?.click()} loading={importing.isPending}>
          {importing.isPending ? null : <Upload aria-hidden="true" />} <Trans>Import a file</Trans>
        </Button>
      </div>
      {importing.isPending ? (
        <div className="grid gap-2">
          <Progress value={sent < 1 ? sent : null} label={t`Import progress`} />
          <p role="status" className="text-sm text-muted-foreground">
            {sent < 1 ? t`Uploading… ${percent}%` : t`Importing…`}
          </p>
        </div>
      ) : null}
      {importing.isSuccess ? <ImportSummary result={importing.data} /> : null}
      {importing.isError ? <Alert title={t`Error importing your data`}>{errorText(importing.error) ?? t`The file could not be imported. Please try again.`}</Alert> : null}
    </SettingsSection>
  );
}
