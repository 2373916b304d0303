import type { MailBrand, MailContent } from './content.ts';

/**
 * To an account's address when someone asked to reset its password (docs/decisions/055): the
 * link works once, within an hour, and signs the account out everywhere.
 */
export function passwordResetMail(
  reset: { name: string; url: string },
  brand: MailBrand,
): MailContent {
  return {
    subject: `Reset your ${brand.name} password`,
    preheader: 'Choose a new password with the link in this mail. It works once, within 1 hour.',
    heading: `Hello, ${reset.name}`,
    paragraphs: [
      'We received a request to reset the password of your account.',
      'Follow the link to choose a new one. It works once, within 1 hour, and signs your account out on every device.',
    ],
    action: { label: 'Choose a new password', url: reset.url },
    note: 'If you did not ask for this, ignore this mail: your password stays as it is.',
  };
}
