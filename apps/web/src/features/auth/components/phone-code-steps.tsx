import { indianMobileSchema, PHONE_CODE_LENGTH, phoneCodeSchema } from '@sheesham/shared';
import { type FormEvent, useId, useRef, useState } from 'react';
import { FormAlert } from '@/components/form-alert';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { formatPhone } from '@/lib/format-phone';
import { requestPhoneCode } from '../api/phone-code';
import { describeAuthError } from '../auth-error';
import { useResendWait } from '../use-resend-wait';
import { SubmitButton } from './submit-button';

const FIELDS = ['phoneNumber', 'code'] as const;
type Field = (typeof FIELDS)[number];

const linkButton =
  'cursor-pointer font-medium text-gold underline-offset-4 hover:underline disabled:cursor-default disabled:text-muted-foreground disabled:no-underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

/**
 * Two steps shared by sign-in by phone and the profile's "add a number": the mobile number, then
 * the code sent to it by SMS, with a resend after the server's wait. `onVerify` gets the number
 * (normalised +91XXXXXXXXXX) and the code; what it throws is shown on the form.
 */
export function PhoneCodeSteps({
  onVerify,
  verifyLabel,
  verifyPendingLabel,
}: {
  onVerify: (phoneNumber: string, code: string) => Promise<void>;
  verifyLabel: string;
  verifyPendingLabel: string;
}) {
  const id = useId();
  const [phone, setPhone] = useState<string | null>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [sentNotice, setSentNotice] = useState<string | null>(null);
  const wait = useResendWait();
  const codeRef = useRef<HTMLInputElement>(null);

  function fail(error: unknown) {
    const problem = describeAuthError(error, FIELDS);
    setErrors(problem.fields);
    setFormError(problem.message);
  }

  async function run(task: () => Promise<void>) {
    setErrors({});
    setFormError(null);
    setPending(true);
    try {
      await task();
    } catch (error) {
      fail(error);
    } finally {
      setPending(false);
    }
  }

  async function send(to: string) {
    await requestPhoneCode({ phoneNumber: to });
    setPhone(to);
    wait.start();
    setSentNotice(`We sent a ${PHONE_CODE_LENGTH}-digit code to ${formatPhone(to)}.`);
    // After the step changes, the code box takes the focus.
    requestAnimationFrame(() => codeRef.current?.focus());
  }

  function submitNumber(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const raw = new FormData(event.currentTarget).get('phoneNumber');
    const parsed = indianMobileSchema.safeParse(String(raw ?? ''));
    if (!parsed.success) {
      setErrors({ phoneNumber: parsed.error.issues[0]?.message });
      return;
    }
    void run(() => send(parsed.data));
  }

  function submitCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!phone) return;
    const raw = new FormData(event.currentTarget).get('code');
    const parsed = phoneCodeSchema.safeParse(String(raw ?? ''));
    if (!parsed.success) {
      setErrors({ code: parsed.error.issues[0]?.message });
      codeRef.current?.focus();
      return;
    }
    void run(() => onVerify(phone, parsed.data));
  }

  if (!phone) {
    return (
      <form onSubmit={submitNumber} noValidate className="space-y-5" aria-label="Mobile number">
        <FormField
          id={`${id}-phone`}
          label="Mobile number"
          required
          hint="(we send a code by SMS)"
          error={errors.phoneNumber}
        >
          <Input
            name="phoneNumber"
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            placeholder="98290 12345"
          />
        </FormField>
        <FormAlert message={formError} />
        <SubmitButton pending={pending} label="Send code" pendingLabel="Sending code..." />
      </form>
    );
  }

  return (
    <form onSubmit={submitCode} noValidate className="space-y-5" aria-label="Code from the SMS">
      <p role="status" className="text-sm text-muted-foreground">
        {sentNotice}{' '}
        <button
          type="button"
          className={linkButton}
          onClick={() => {
            setPhone(null);
            setErrors({});
            setFormError(null);
          }}
        >
          Change number
        </button>
      </p>
      <FormField id={`${id}-code`} label="Code" required error={errors.code}>
        <Input
          ref={codeRef}
          name="code"
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={PHONE_CODE_LENGTH}
          pattern="[0-9]*"
          className="text-lg tracking-[0.4em]"
        />
      </FormField>
      <FormAlert message={formError} />
      <SubmitButton pending={pending} label={verifyLabel} pendingLabel={verifyPendingLabel} />
      <p className="text-center text-sm text-muted-foreground">
        Didn’t get it?{' '}
        <button
          type="button"
          className={linkButton}
          disabled={pending || wait.secondsLeft > 0}
          onClick={() => void run(() => send(phone))}
        >
          {wait.secondsLeft > 0 ? `Resend code in ${wait.secondsLeft} s` : 'Resend code'}
        </button>
      </p>
    </form>
  );
}
