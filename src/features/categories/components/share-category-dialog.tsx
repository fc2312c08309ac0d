import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Check, Copy, Globe, Lock, Send, Tag } from 'lucide-react';
import { t } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { Category, CategoryVisibility } from '@contract/category';
import { uiTimings } from '@contract/limits';
import { WhatsAppIcon, XIcon } from '@/components/ui/brand-icons';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { ResponsiveDialog } from '@/components/ui/responsive-dialog';
import { toast } from '@/components/ui/toast';
import { isApiError } from '@/lib/api-client';
import { useUpdateCategory } from '../api/mutations';
import { categoryShareLink, categoryShareTargets, sharePreview } from '../model/share';
import { CategoryTile } from './category-tile';
import { MakePrivateDialog } from './make-private-dialog';

export interface ShareCategoryDialogProps {
  category: Category;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The first desires' titles for the preview (undefined while they load) and how many it has. */
  preview: { titles: string[]; total: number } | undefined;
  /** How many of them a visitor of the link sees, for the share text (undefined when unknown). */
  visitorCount: number | undefined;
  /** The part where the owner picks members to share with (it needs their connections); null hides it. */
  members: ReactNode | null;
  /** Opens Custom link (a link by name); null hides its button. */
  onCustomLink?: (() => void) | null;
}

/** Copies the link; the button shows a tick for the spec's 2 s. */
function useCopy(link: string) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      toast.success(t`Link copied!`);
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), uiTimings.linkCopiedIndicatorMs);
    } catch {
      toast.error(t`Copy failed`, t`Unable to copy link to clipboard.`);
    }
  };
  return { copied, copy };
}

const openShareWindow = (url: string) => window.open(url, '_blank', 'noopener,noreferrer');

/** A share target: the mark above its name, narrow enough for three in a row at 320 px. */
const targetClass = 'h-auto min-w-0 flex-col gap-1 whitespace-normal px-1.5 py-2.5 text-center text-xs';

/** Share Category: a preview, the read-only link with copy, WhatsApp, Telegram and X, and members to share with. */
export function ShareCategoryDialog({ category, open, onOpenChange, preview, visitorCount, members, onCustomLink = null }: ShareCategoryDialogProps) {
  const link = categoryShareLink(category._id, category.userId);
  const { copied, copy } = useCopy(link);
  const update = useUpdateCategory();
  const { t } = useLingui();
  // A second click before the first one's state has rendered sends nothing.
  const updating = useRef(false);
  const shareable = category.visibility === 'shared';
  const [confirmPrivate, setConfirmPrivate] = useState(false);
  const count = preview?.total ?? category.desiresCount;
  // The text tells the link's readers what they will find: the desires a visitor sees.
  const targets = categoryShareTargets(category.name, visitorCount ?? count, link);
  const shown = preview ? sharePreview(preview.titles, preview.total) : null;
  const more = shown?.more ?? 0;
  // The same fields with another visibility: a default category's are fixed, and it may be shared too.
  const setVisibility = (visibility: CategoryVisibility) => {
    if (updating.current || update.isPending) return;
    updating.current = true;
    const { name, description, icon, color } = category;
    update.mutate(
      { category, body: { name, description, icon, color, visibility } },
      {
        onSuccess: () => {
          setConfirmPrivate(false);
          toast.success(t`Category updated`, t`Your category has been updated.`);
        },
        onError: (error) => toast.error(t`Update failed`, isApiError(error) && error.serverMessage ? error.serverMessage : t`Please try again.`),
        onSettled: () => {
          updating.current = false;
        },
      },
    );
  };

  return (
    <ResponsiveDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t`Share Category`}
      description={t`Anyone with the link sees the desires of this category that they may see.`}
      className="md:max-w-lg"
      footer={
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            <Trans>Close</Trans>
          </Button>
          <Button onClick={() => void copy()} disabled={!shareable}>
            {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />} <Trans>Copy Link</Trans>
          </Button>
        </div>
      }
    >
      <div className="grid min-w-0 gap-5">
        <section className="grid gap-3 rounded-2xl border p-4" aria-label={t`Preview`}>
          <div className="flex min-w-0 items-center gap-3">
            <CategoryTile category={category} />
            <div className="grid min-w-0">
              <p className="truncate font-semibold">{category.name}</p>
              <p className="text-sm text-muted-foreground">
                <Plural value={count} one="# desire" other="# desires" />
              </p>
              {shareable && visitorCount !== undefined && visitorCount !== count ? (
                <p className="text-xs text-muted-foreground">
                  <Plural value={visitorCount} one="Visitors of the link see # desire: the public ones." other="Visitors of the link see # desires: the public ones." />
                </p>
              ) : null}
            </div>
          </div>
          {shown ? (
            shown.items.length > 0 ? (
              <ul className="grid gap-1 text-sm">
                {shown.items.map((title, index) => (
                  <li key={`${index}-${title}`} className="truncate rounded-lg bg-muted px-3 py-1.5">
                    {title}
                  </li>
                ))}
                {shown.more > 0 ? (
                  <li className="px-3 text-muted-foreground">
                    <Plural value={more} other="+# more" />
                  </li>
                ) : null}
              </ul>
            ) : (
              <p className="text-sm text-muted-foreground">
                <Trans>No desires in this category yet</Trans>
              </p>
            )
          ) : (
            <span className="h-16 animate-pulse rounded-lg bg-muted" aria-hidden="true" />
          )}
        </section>

        {!shareable ? (
          <div className="grid gap-2 rounded-xl bg-accent p-3 text-sm text-accent-foreground">
            <p className="flex items-start gap-2">
              <Lock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <Trans>This category is private: its link opens for no one. Make it shareable to share it.</Trans>
            </p>
            <Button size="sm" className="justify-self-start" loading={update.isPending} onClick={() => setVisibility('shared')}>
              <Trans>Make shareable</Trans>
            </Button>
          </div>
        ) : category.isDefault ? (
          // A default category has no edit form: it goes back to private from here.
          <div className="flex flex-wrap items-center justify-between gap-2 rounded-xl border p-3 text-sm">
            <p className="flex min-w-0 items-start gap-2 text-muted-foreground">
              <Globe className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <Trans>Shareable: its link opens for anyone who has it.</Trans>
            </p>
            <Button size="sm" variant="outline" loading={update.isPending} onClick={() => setConfirmPrivate(true)}>
              <Trans>Make private</Trans>
            </Button>
          </div>
        ) : null}

        <div className="grid gap-2">
          <label htmlFor={`share-link-${category._id}`} className="text-sm font-medium">
            <Trans>Share link</Trans>
          </label>
          <div className="flex min-w-0 gap-2">
            <Input id={`share-link-${category._id}`} readOnly value={link} className="min-w-0 flex-1" onFocus={(event) => event.currentTarget.select()} />
            <Button variant="outline" size="icon" aria-label={copied ? t`Share link copied` : t`Copy share link`} disabled={!shareable} onClick={() => void copy()}>
              {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
            </Button>
          </div>
          {shareable && onCustomLink ? (
            <Button variant="link" size="sm" className="justify-self-start" onClick={onCustomLink}>
              <Tag aria-hidden="true" /> <Trans>Custom link</Trans>
            </Button>
          ) : null}
        </div>

        <div className="grid grid-cols-3 gap-2" role="group" aria-label={t`Share to`}>
          <Button variant="outline" className={targetClass} disabled={!shareable} onClick={() => openShareWindow(targets.whatsapp)}>
            {/* eslint-disable-next-line lingui/no-unlocalized-strings -- a brand name, the same in every language */}
            <WhatsAppIcon /> WhatsApp
          </Button>
          <Button variant="outline" className={targetClass} disabled={!shareable} onClick={() => openShareWindow(targets.telegram)}>
            {/* eslint-disable-next-line lingui/no-unlocalized-strings -- a brand name, the same in every language */}
            <Send aria-hidden="true" /> Telegram
          </Button>
          <Button variant="outline" className={targetClass} disabled={!shareable} onClick={() => openShareWindow(targets.x)}>
            <XIcon /> <Trans>Twitter (X)</Trans>
          </Button>
        </div>

        {members === null ? null : (
          <section className="grid gap-2" aria-label={t`Share with members`}>
            <h3 className="text-sm font-medium">
              <Trans>Share with members</Trans>
            </h3>
            {shareable ? (
              members
            ) : (
              <p className="text-sm text-muted-foreground">
                <Trans>Make the category shareable first.</Trans>
              </p>
            )}
          </section>
        )}
        <MakePrivateDialog
          name={category.name}
          open={confirmPrivate}
          onOpenChange={(next) => {
            if (!next && !update.isPending) setConfirmPrivate(false);
          }}
          onConfirm={() => setVisibility('private')}
          busy={update.isPending}
        />
      </div>
    </ResponsiveDialog>
  );
}
