import type { MailBrand, MailContent } from './content.ts';

/**
 * To a new account's address when a showroom or phone customer gave the same e-mail: following
 * the link proves the address is theirs and moves those orders into the account.
 */
export function orderClaimMail(
  claim: { name: string; url: string },
  brand: MailBrand,
): MailContent {
  return {
    subject: `Add your showroom orders to your ${brand.name} account`,
    preheader: 'Confirm this e-mail address to see your earlier orders in your profile.',
    heading: `Welcome, ${claim.name}`,
    paragraphs: [
      'Orders were placed for this e-mail address at our showroom or over the phone.',
      'Follow the link to confirm the address is yours; the orders then appear in your profile. The link works once, within 24 hours.',
    ],
    action: { label: 'Add my orders', url: claim.url },
    note: 'If you did not create an account with us, ignore this mail: nothing changes.',
  };
}
