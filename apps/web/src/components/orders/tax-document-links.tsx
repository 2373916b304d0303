import type { TaxDocumentSummary } from '@sheesham/shared/tax-documents';
import { useQuery } from '@tanstack/react-query';
import { FileDownIcon } from 'lucide-react';
import { useState } from 'react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { showToast } from '@/components/ui/toast-store';
import { apiGet } from '@/lib/api-client';
import { downloadApiFile } from '@/lib/api-download';

/** Whose view lists the documents: the customer's own order, or any order for staff. */
export type TaxDocumentScope = 'profile' | 'admin';

const LIST_BASE: Record<TaxDocumentScope, string> = {
  profile: '/auth/profile/orders',
  admin: '/admin/orders',
};

function label(doc: TaxDocumentSummary) {
  return doc.kind === 'invoice' ? 'Download invoice' : `Credit note ${doc.number}`;
}

/**
 * "Download invoice" (and a button per credit note) for one order, once it has them; nothing for
 * an order placed before invoices existed. GST invoices: docs/decisions/018-gst-invoices.md.
 */
export function TaxDocumentLinks({
  orderId,
  scope,
  size,
  variant = 'outline',
  className,
}: {
  orderId: string;
  scope: TaxDocumentScope;
  className?: string;
} & Pick<ButtonProps, 'size' | 'variant'>) {
  const [busy, setBusy] = useState<string | null>(null);
  const { data } = useQuery({
    queryKey: ['tax-documents', scope, orderId],
    queryFn: ({ signal }) =>
      apiGet<TaxDocumentSummary[]>(
        `${LIST_BASE[scope]}/${encodeURIComponent(orderId)}/tax-documents`,
        signal,
      ),
  });
  if (!data || data.length === 0) return null;

  async function download(doc: TaxDocumentSummary) {
    setBusy(doc.id);
    try {
      await downloadApiFile(doc.pdf_path, `${doc.number.replaceAll('/', '-')}.pdf`);
    } catch {
      showToast({
        variant: 'destructive',
        title: 'Download failed',
        description: 'Please try again in a moment.',
      });
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className={className} data-testid="tax-documents">
      {data.map((doc) => (
        <Button
          key={doc.id}
          type="button"
          variant={variant}
          size={size}
          disabled={busy === doc.id}
          onClick={() => void download(doc)}
        >
          <FileDownIcon aria-hidden="true" />
          {label(doc)}
        </Button>
      ))}
    </div>
  );
}
