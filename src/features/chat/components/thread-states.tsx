import type { ReactNode } from 'react';
import { AlertCircle, MessageCircle, MessagesSquare, RefreshCw } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

function Panel({ icon, title, children, role }: { icon: ReactNode; title: string; children?: ReactNode; role?: 'alert' | 'status' }) {
  return (
    <div role={role} className="flex flex-1 flex-col items-center justify-center gap-3 px-6 py-14 text-center">
      <span className="flex size-14 items-center justify-center rounded-2xl bg-accent text-accent-foreground">{icon}</span>
      <h2 className="text-lg font-semibold">{title}</h2>
      {children}
    </div>
  );
}

/** No chat selected. */
export function ChooseConversation() {
  const { t } = useLingui();
  return (
    <Panel icon={<MessagesSquare className="size-7" aria-hidden="true" />} title={t`Choose a conversation`}>
      <p className="max-w-sm text-sm text-muted-foreground">
        <Trans>Select a chat from the sidebar to start messaging</Trans>
      </p>
    </Panel>
  );
}

export function LoadingConversation() {
  const { t } = useLingui();
  return (
    <Panel role="status" icon={<Spinner className="size-7" />} title={t`Loading conversation...`}>
      <p className="text-sm text-muted-foreground">
        <Trans>Please wait while we fetch your chat</Trans>
      </p>
    </Panel>
  );
}

export function MessagesFailed({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useLingui();
  return (
    <Panel role="alert" icon={<AlertCircle className="size-7" aria-hidden="true" />} title={t`Failed to load messages`}>
      <Button variant="outline" loading={retrying} onClick={onRetry}>
        <RefreshCw aria-hidden="true" /> <Trans>Retry</Trans>
      </Button>
    </Panel>
  );
}

export function NoMessages() {
  const { t } = useLingui();
  return (
    <Panel icon={<MessageCircle className="size-7" aria-hidden="true" />} title={t`No messages yet`}>
      <p className="text-sm text-muted-foreground">
        <Trans>Start the conversation by sending a message</Trans>
      </p>
    </Panel>
  );
}
