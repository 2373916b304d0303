import { CopyIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { notify, notifyError } from '@/components/ui/toaster';

/** Copies a coupon code for the checkout's "Apply code" field. */
export function CopyCodeButton({ code }: { code: string }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      notify('Code copied', `Apply ${code} at checkout.`);
    } catch {
      // No clipboard (an old browser, a page not served over HTTPS): the code is on screen.
      notifyError('Could not copy', `Type ${code} at checkout.`);
    }
  };
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      className="shrink-0"
      onClick={copy}
      aria-label={`Copy code ${code}`}
      data-testid="copy-code"
    >
      <CopyIcon aria-hidden="true" />
      <span className="sr-only sm:not-sr-only">Copy code</span>
    </Button>
  );
}
