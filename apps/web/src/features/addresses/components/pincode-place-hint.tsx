import { isValidPincode } from '@sheesham/shared';
import { MapPinIcon } from 'lucide-react';
import { ApiRequestError } from '@/lib/api-client';
import { cn } from '@/lib/utils';
import { usePincodePlace } from '../api/pincode-place';

/**
 * The city (district) and state of the pincode being typed, filled in from the shop's pincode
 * data: "Jaipur, Rajasthan". Said politely as the pincode changes; nothing before six digits.
 */
export function PincodePlaceHint({ pincode, className }: { pincode: string; className?: string }) {
  const place = usePincodePlace(pincode);
  if (!isValidPincode(pincode)) return null;
  const unknown = place.error instanceof ApiRequestError && place.error.status === 400;
  let text = 'Finding the city…';
  if (place.data) text = `${place.data.district}, ${place.data.state}`;
  else if (unknown) text = 'We could not find this pincode. Please check it.';
  else if (place.isError) text = 'City and state will be checked when you save.';
  return (
    <p
      role="status"
      data-testid="pincode-place"
      className={cn(
        'flex items-center gap-1.5 text-sm',
        unknown ? 'text-destructive' : 'text-muted-foreground',
        className,
      )}
    >
      <MapPinIcon className="size-4 shrink-0" aria-hidden="true" />
      {text}
    </p>
  );
}
