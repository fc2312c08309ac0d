import { Trans, useLingui } from '@lingui/react/macro';
import { toast } from '@/components/ui/toast';
import { errorText } from '@/lib/known-messages';
import { useWithdrawOffer, withdrawalNotOffered } from '../../api/gifting-mutations';

/** The maker of an offer on a surprise takes it back (an extra call: a backend without it says so). */
export function WithdrawOffer({ desireId }: { desireId: string }) {
  const { t } = useLingui();
  const withdraw = useWithdrawOffer({
    withdrawn: () => toast.success(t`Your offer is withdrawn`),
    failed: (error) =>
      toast.error(t`Your offer could not be withdrawn`, withdrawalNotOffered(error) ? t`This server does not let offers be taken back.` : (errorText(error) ?? t`Something went wrong. Please try again.`)),
  });
  return (
    <button
      type="button"
      disabled={withdraw.isPending}
      onClick={() => withdraw.mutate(desireId)}
      className="h-8 rounded-full px-2.5 text-sm font-medium text-muted-foreground underline-offset-4 hover:bg-muted hover:text-foreground hover:underline disabled:opacity-50"
    >
      <Trans>Withdraw my offer</Trans>
    </button>
  );
}
