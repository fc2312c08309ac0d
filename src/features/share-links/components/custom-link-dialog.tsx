import { useEffect, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Copy, Trash2 } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { shareLinkLimits, shareLinkPath, shareLinkSlugSchema, slugFromTitle, type ShareLink, type ShareLinkType } from '@contract/share-link';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ResponsiveDialog } from '@/components/ui/responsive-dialog';
import { toast } from '@/components/ui/toast';
import { errorText } from '@/lib/known-messages';
import { isMissingEndpoint, useExtraOffered } from '@/lib/extras';
import { linksOf, shareLinkQueries, useCreateShareLink, useDeleteShareLink } from '../api/share-links';

export interface CustomLinkDialogProps {
  /** post: one of the member's desires; folder: one of their categories. */
  type: ShareLinkType;
  referenceId: string;
  /** The desire's title or the category's name: the proposed name comes from it. */
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The address a link by name is opened at, on this site. */
export const customLinkAddress = (slug: string, origin: string = window.location.origin) => `${origin}${shareLinkPath(slug)}`;

/** The slug's problem as the contract words it, or undefined when it is fine. */
function slugProblem(slug: string): string | undefined {
  const checked = shareLinkSlugSchema.safeParse(slug);
  return checked.success ? undefined : checked.error.issues[0]?.message;
}

async function copy(address: string, words: { copied: string; failed: string; why: string }) {
  try {
    await navigator.clipboard.writeText(address);
    toast.success(words.copied);
  } catch {
    toast.error(words.failed, words.why);
  }
}

/**
 * Custom link: the member names a link to their public desire or shared category
 * ({origin}/s/{name}), sees its address as they type, creates it, copies it, and deletes the ones it
 * has. A backend without links by name closes it, and the button that opens it hides.
 */
export function CustomLinkDialog({ type, referenceId, title, open, onOpenChange }: CustomLinkDialogProps) {
  const { t } = useLingui();
  const offered = useExtraOffered('shareLinks');
  const links = useQuery({ ...shareLinkQueries.mine(), enabled: open && offered });
  const create = useCreateShareLink();
  const remove = useDeleteShareLink();
  const [slug, setSlug] = useState(() => slugFromTitle(title));
  const [touched, setTouched] = useState(false);
  const [created, setCreated] = useState<ShareLink | null>(null);

  useEffect(() => {
    if (open && !offered) onOpenChange(false);
  }, [open, offered, onOpenChange]);

  const problem = touched ? slugProblem(slug) : undefined;
  const serverProblem = create.error && !isMissingEndpoint(create.error) ? (errorText(create.error) ?? t`The link could not be created. Please try again.`) : undefined;
  const mine = linksOf(links.data, type, referenceId);
  const copyWords = { copied: t`Link copied!`, failed: t`Copy failed`, why: t`Unable to copy link to clipboard.` };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (slugProblem(slug) || create.isPending) return;
    create.mutate({ type, referenceId, urlSlug: slug.trim() }, { onSuccess: (link) => setCreated(link) });
  };

  const onDelete = (link: ShareLink) =>
    remove.mutate(link._id, {
      onSuccess: () => {
        if (created?._id === link._id) setCreated(null);
        toast.success(t`Custom link deleted`);
      },
      onError: (error) => toast.error(t`The link could not be deleted`, errorText(error)),
    });

  return (
    <ResponsiveDialog open={open} onOpenChange={onOpenChange} title={t`Custom link`} description={t`Give this link a name that is easy to say and remember.`}>
      <div className="grid min-w-0 gap-5">
        <form className="grid gap-3" onSubmit={submit} noValidate>
          <Field
            label={t`Link name`}
            error={problem ?? serverProblem}
            hint={
              <span dir="ltr" className="break-all" data-testid="custom-link-preview">
                {customLinkAddress(slug.trim() || '…')}
              </span>
            }
          >
            <Input
              value={slug}
              dir="ltr"
              autoCapitalize="none"
              autoCorrect="off"
              spellCheck={false}
              maxLength={shareLinkLimits.slugMax + 20}
              onChange={(event) => {
                setSlug(event.target.value);
                setCreated(null);
                create.reset();
              }}
              onBlur={() => setTouched(true)}
            />
          </Field>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" loading={create.isPending}>
              <Trans>Create</Trans>
            </Button>
            {created ? (
              <Button type="button" variant="outline" onClick={() => void copy(customLinkAddress(created.urlSlug), copyWords)}>
                <Copy aria-hidden="true" /> <Trans>Copy</Trans>
              </Button>
            ) : null}
          </div>
          {created ? (
            <p role="status" className="text-sm text-muted-foreground">
              <Trans>Your custom link is ready.</Trans>
            </p>
          ) : null}
        </form>

        {mine.length > 0 ? (
          <section className="grid gap-2" aria-label={t`Custom links`}>
            <h3 className="text-sm font-medium">
              <Trans>Custom links</Trans>
            </h3>
            <ul className="grid gap-2">
              {mine.map((link) => {
                const address = customLinkAddress(link.urlSlug);
                return (
                  <li key={link._id} className="flex min-w-0 items-center gap-2 rounded-lg border px-3 py-2">
                    <span dir="ltr" className="min-w-0 flex-1 truncate text-start text-sm">
                      {address}
                    </span>
                    <Button type="button" variant="ghost" size="icon" aria-label={t`Copy ${address}`} onClick={() => void copy(address, copyWords)}>
                      <Copy aria-hidden="true" />
                    </Button>
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      className="text-destructive hover:text-destructive"
                      aria-label={t`Delete ${address}`}
                      disabled={remove.isPending && remove.variables === link._id}
                      onClick={() => onDelete(link)}
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  </li>
                );
              })}
            </ul>
          </section>
        ) : null}
      </div>
    </ResponsiveDialog>
  );
}
