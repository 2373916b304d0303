import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

/** The forms' full-width submit button, with a working label while the request runs. */
export function SubmitButton({
  pending,
  label,
  pendingLabel,
}: {
  pending: boolean;
  label: string;
  pendingLabel: string;
}) {
  return (
    <Button type="submit" variant="gold" size="full" disabled={pending}>
      {pending ? (
        <>
          <Spinner className="text-current" />
          {pendingLabel}
        </>
      ) : (
        label
      )}
    </Button>
  );
}
