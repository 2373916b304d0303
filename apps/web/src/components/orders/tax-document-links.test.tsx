import type { TaxDocumentSummary } from '@sheesham/shared/tax-documents';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buttonNamed, settle, waitFor } from '@/testing/dom';
import { fakeApi } from '@/testing/fake-api';
import { render, resetTestState } from '@/testing/render';
import { TaxDocumentLinks } from './tax-document-links';

afterEach(resetTestState);

const ORDER_ID = '0b6c2d1e-4f5a-4c3b-9d8e-7f6a5b4c3d2e';
const invoice: TaxDocumentSummary = {
  id: 'inv-1',
  kind: 'invoice',
  number: 'SH/26-27/000123',
  issued_at: '2026-11-25T10:00:00.000Z',
  total: 132_448.52,
  pdf_path: `/auth/profile/orders/${ORDER_ID}/invoice.pdf`,
};
const creditNote: TaxDocumentSummary = {
  ...invoice,
  id: 'cn-1',
  kind: 'credit_note',
  number: 'CN/26-27/000004',
  pdf_path: `/auth/profile/orders/${ORDER_ID}/credit-notes/cn-1.pdf`,
};

describe('TaxDocumentLinks', () => {
  it('offers the invoice and each credit note, and downloads with the session token', async () => {
    const calls = fakeApi({
      [`GET /api/auth/profile/orders/${ORDER_ID}/tax-documents`]: () => ({
        status: 200,
        body: [invoice, creditNote],
      }),
      [`GET /api${invoice.pdf_path}`]: () => ({ status: 200, body: {} }),
    });
    const objectUrls: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      objectUrls.push(blob as Blob);
      return 'blob:invoice';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });
    render(<TaxDocumentLinks orderId={ORDER_ID} scope="profile" />);

    const download = await waitFor(() => buttonNamed('Download invoice'));
    expect(buttonNamed('Credit note CN/26-27/000004')).toBeTruthy();
    download.click();
    await waitFor(() => expect(clicked).toEqual(['SH-26-27-000123.pdf']));
    const pdfCall = calls.find((c) => c.key === `GET /api${invoice.pdf_path}`);
    expect(pdfCall?.headers.get('authorization')).toBe('Bearer test-token');
    expect(objectUrls).toHaveLength(1);
  });

  it('shows nothing for an order without an invoice', async () => {
    const calls = fakeApi({
      [`GET /api/admin/orders/${ORDER_ID}/tax-documents`]: () => ({ status: 200, body: [] }),
    });
    render(<TaxDocumentLinks orderId={ORDER_ID} scope="admin" />);
    await waitFor(() => expect(calls.some((c) => c.key.endsWith('/tax-documents'))).toBe(true));
    await settle();
    expect(document.querySelector('[data-testid="tax-documents"]')).toBeNull();
  });
});
