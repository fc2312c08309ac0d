import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { Download, HardDriveDownload } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { useExtraOffered } from '@/lib/extras';
import { errorText } from '@/lib/known-messages';
import { downloadMyData, saveFile } from '../api/export';
import { SettingsSection } from './settings-section';

type State = { step: 'idle' } | { step: 'preparing'; bytes: number } | { step: 'failed'; reason: string };

/**
 * "Your data": one button that downloads everything of the member as a zip (GET /api/me/export).
 * Nothing when the backend does not offer it: a 404 or 405 hides the section (src/lib/extras.ts).
 */
export function DataExportSection() {
  const { t, i18n } = useLingui();
  const offered = useExtraOffered('dataExport');
  const [state, setState] = useState<State>({ step: 'idle' });
  const leaving = useRef<AbortController | null>(null);
  useEffect(() => () => leaving.current?.abort(), []);
  if (!offered) return null;

  const download = async () => {
    const stop = new AbortController();
    leaving.current = stop;
    setState({ step: 'preparing', bytes: 0 });
    try {
      const { blob, fileName } = await downloadMyData((bytes) => setState({ step: 'preparing', bytes }), stop.signal);
      saveFile(blob, fileName);
      setState({ step: 'idle' });
      toast.success(t`Your data is downloaded`, fileName);
    } catch (error) {
      if (stop.signal.aborted) return;
      setState({ step: 'failed', reason: errorText(error) ?? t`Your data could not be prepared. Please try again.` });
    }
  };

  const megabytes = state.step === 'preparing' ? new Intl.NumberFormat(i18n.locale, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }).format(state.bytes / 1_000_000) : '';

  return (
    <SettingsSection title={t`Your data`} icon={HardDriveDownload}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="grid flex-1 basis-56 gap-1 text-sm text-muted-foreground">
          <Trans>A zip of your profile, settings, desires with their comments and reactions, categories, saved desires, follows, occasions, pledges, chats and uploaded images.</Trans>
        </p>
        <Button variant="outline" onClick={() => void download()} loading={state.step === 'preparing'}>
          {state.step === 'preparing' ? null : <Download aria-hidden="true" />} <Trans>Download my data</Trans>
        </Button>
      </div>
      {state.step === 'preparing' ? (
        <p role="status" className="text-sm text-muted-foreground">
          {state.bytes > 0 ? t`Preparing… ${megabytes} so far` : t`Preparing…`}
        </p>
      ) : null}
      {state.step === 'failed' ? <Alert title={t`Error downloading your data`}>{state.reason}</Alert> : null}
    </SettingsSection>
  );
}
