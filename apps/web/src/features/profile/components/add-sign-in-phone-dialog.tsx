import { useQueryClient } from '@tanstack/react-query';
import { PanelDialog } from '@/components/panel-dialog';
import { DialogHeader } from '@/components/ui/dialog';
import { notify } from '@/components/ui/toaster';
import { addPhoneToAccount } from '@/features/auth/api/phone-code';
import { PhoneCodeSteps } from '@/features/auth/components/phone-code-steps';
import { formatPhone } from '@/lib/format-phone';
import type { LazyPanelProps } from '@/lib/lazy-on-open';

/**
 * "Sign in with your phone" (decision 056): the account proves a mobile number with a code sent to
 * it by SMS, and can then sign in with that number too.
 */
export function AddSignInPhoneDialog(panel: LazyPanelProps) {
  const { open, onOpenChange } = panel;
  const queryClient = useQueryClient();
  return (
    <PanelDialog {...panel} className="max-w-md">
      <DialogHeader
        title="Sign in with your phone"
        description="We send a code to your mobile. Once you enter it, you can sign in with that number."
      />
      {open ? (
        <PhoneCodeSteps
          verifyLabel="Verify and Add"
          verifyPendingLabel="Verifying..."
          onVerify={async (phoneNumber, code) => {
            await addPhoneToAccount(phoneNumber, code);
            await queryClient.invalidateQueries({ queryKey: ['profile'] });
            notify('Phone added', `You can now sign in with ${formatPhone(phoneNumber)}.`);
            onOpenChange(false);
          }}
        />
      ) : null}
    </PanelDialog>
  );
}
