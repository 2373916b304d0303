import { useQueryClient } from '@tanstack/react-query';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { notify } from '@/components/ui/toaster';
import { addPhoneToAccount } from '@/features/auth/api/phone-code';
import { PhoneCodeSteps } from '@/features/auth/components/phone-code-steps';
import { formatPhone } from '@/lib/format-phone';
import type { LazyPanelProps } from '@/lib/lazy-on-open';
import { returnFocusTo } from '@/lib/return-focus';

/**
 * "Sign in with your phone" (decision 056): the account proves a mobile number with a code sent to
 * it by SMS, and can then sign in with that number too.
 */
export function AddSignInPhoneDialog({ open, onOpenChange, triggerRef }: LazyPanelProps) {
  const queryClient = useQueryClient();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md" onCloseAutoFocus={returnFocusTo(triggerRef)}>
        <div className="space-y-1 pr-8">
          <DialogTitle>Sign in with your phone</DialogTitle>
          <DialogDescription>
            We send a code to your mobile. Once you enter it, you can sign in with that number.
          </DialogDescription>
        </div>
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
      </DialogContent>
    </Dialog>
  );
}
