import { COUPON_CODE_MAX_LENGTH } from '@sheesham/shared';
import type * as React from 'react';
import { cn } from '@/lib/utils';
import { Input } from './input';

/**
 * A box for a coupon code: no autofill or spelling marks, no longer than a code may be, and shown
 * upper-case as codes are stored (the placeholder keeps its own case).
 */
export function CouponCodeInput({ className, ...props }: React.ComponentProps<'input'>) {
  return (
    <Input
      autoComplete="off"
      spellCheck={false}
      maxLength={COUPON_CODE_MAX_LENGTH}
      className={cn('uppercase placeholder:normal-case', className)}
      {...props}
    />
  );
}
