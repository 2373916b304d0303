import type { ContactMessage } from '@sheesham/shared';
import { SendIcon } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { notify, notifyError } from '@/components/ui/toaster';
import { ApiRequestError } from '@/lib/api-client';
import { useSendContactMessage } from '../api/send-contact-message';
import {
  CONTACT_FIELDS,
  type ContactFormValues,
  contactFormResolver,
} from '../contact-form-resolver';

const EMPTY_FORM: ContactFormValues = { name: '', email: '', phone: '', subject: '', message: '' };

/** SPEC §5 contact form; the browser enforces required/email first, then the shared schema. */
export function ContactForm() {
  const form = useForm<ContactFormValues, unknown, ContactMessage>({
    defaultValues: EMPTY_FORM,
    resolver: contactFormResolver,
  });
  const { errors } = form.formState;
  const sendMessage = useSendContactMessage();

  /** Puts the server's per-field messages next to the fields; true when there were any. */
  const showServerFieldErrors = (fields: Record<string, string> | undefined): boolean => {
    const ordered = CONTACT_FIELDS.filter((field) => fields?.[field] !== undefined);
    for (const field of ordered) {
      const message = fields?.[field] ?? '';
      form.setError(field, { type: 'server', message }, { shouldFocus: field === ordered[0] });
    }
    return ordered.length > 0;
  };

  const onSubmit = form.handleSubmit((message) =>
    sendMessage.mutate(message, {
      onSuccess: () => {
        notify('Message Sent Successfully', "We'll get back to you within 24 hours.");
        form.reset(EMPTY_FORM);
      },
      onError: (error) => {
        if (error instanceof ApiRequestError) {
          if (error.status === 400 && showServerFieldErrors(error.fields)) return;
          // Rate limited: the server says when to try again.
          if (error.status === 429) return notifyError('Error', error.message);
        }
        notifyError('Error', 'Failed to send message. Please try again later.');
      },
    }),
  );

  const sending = sendMessage.isPending;

  return (
    <form onSubmit={onSubmit} className="space-y-6">
      <div className="grid gap-6 sm:grid-cols-2">
        <FormField id="contact-name" label="Full Name" required error={errors.name?.message}>
          <Input autoComplete="name" {...form.register('name')} />
        </FormField>
        <FormField id="contact-email" label="Email" required error={errors.email?.message}>
          <Input type="email" autoComplete="email" {...form.register('email')} />
        </FormField>
        <FormField id="contact-phone" label="Phone" hint="(optional)" error={errors.phone?.message}>
          <Input type="tel" autoComplete="tel" inputMode="tel" {...form.register('phone')} />
        </FormField>
        <FormField id="contact-subject" label="Subject" required error={errors.subject?.message}>
          <Input {...form.register('subject')} />
        </FormField>
      </div>
      <FormField id="contact-message" label="Message" required error={errors.message?.message}>
        <Textarea rows={6} className="min-h-40" {...form.register('message')} />
      </FormField>
      <Button
        type="submit"
        variant="gold"
        size="lg"
        className="w-full sm:w-auto"
        disabled={sending}
      >
        {sending ? (
          <>
            <Spinner className="text-current" />
            Sending...
          </>
        ) : (
          <>
            <SendIcon aria-hidden="true" />
            Send Message
          </>
        )}
      </Button>
    </form>
  );
}
