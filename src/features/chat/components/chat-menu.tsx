import { useState } from 'react';
import { Ban, MoreVertical, Trash2, Volume2, VolumeX } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Chat } from '@contract/chat';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Menu, MenuContent, MenuItem, MenuSeparator, MenuTrigger } from '@/components/ui/menu';
import { toast } from '@/components/ui/toast';
import { isMissingEndpoint, useExtraOffered } from '@/lib/extras';
import { useChatSettings, useDeleteChat } from '../api/mutations';

/** The open chat's menu: Mute / Unmute, Block / Unblock, and Delete chat after a confirmation. */
export function ChatMenu({ chat, onDeleted }: { chat: Chat; onDeleted: (chatId: string) => void }) {
  const { t } = useLingui();
  const [confirming, setConfirming] = useState(false);
  // Mute and Block are our server's extras: a backend without them shows neither, and says nothing.
  const settings = useChatSettings({
    onFailure: (error) => {
      if (!isMissingEndpoint(error)) toast.error(t`Error`, t`Failed to update the chat settings. Please try again.`);
    },
  });
  const switches = useExtraOffered('chatSettings') ? chat.settings : null;
  const remove = useDeleteChat({ onDeleted });

  const onDelete = () =>
    remove.mutate(chat._id, {
      onSuccess: () => {
        setConfirming(false);
        toast.success(t`Chat deleted`, t`The conversation has been deleted successfully.`);
      },
      onError: () => {
        setConfirming(false);
        toast.error(t`Error`, t`Failed to delete the chat. Please try again.`);
      },
    });

  return (
    <>
      <Menu>
        <MenuTrigger aria-label={t`Chat options`} className="flex size-10 items-center justify-center rounded-full text-muted-foreground hover:bg-muted hover:text-foreground">
          <MoreVertical className="size-5" aria-hidden="true" />
        </MenuTrigger>
        <MenuContent align="end">
          {switches ? (
            <>
              <MenuItem onSelect={() => settings.mutate({ chatId: chat._id, settings: { muted: !switches.muted } })}>
                {switches.muted ? <Volume2 aria-hidden="true" /> : <VolumeX aria-hidden="true" />}
                {switches.muted ? t`Unmute` : t`Mute`}
              </MenuItem>
              <MenuItem onSelect={() => settings.mutate({ chatId: chat._id, settings: { blocked: !switches.blocked } })}>
                <Ban aria-hidden="true" />
                {switches.blocked ? t`Unblock` : t`Block`}
              </MenuItem>
              <MenuSeparator />
            </>
          ) : null}
          <MenuItem destructive onSelect={() => setConfirming(true)}>
            <Trash2 aria-hidden="true" />
            <Trans>Delete chat</Trans>
          </MenuItem>
        </MenuContent>
      </Menu>
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => {
          if (!remove.isPending) setConfirming(open);
        }}
        title={t`Delete chat`}
        description={t`Are you sure you want to delete this conversation? This action cannot be undone and all messages will be permanently deleted.`}
        confirmLabel={t`Delete`}
        onConfirm={onDelete}
        busy={remove.isPending}
      />
    </>
  );
}
