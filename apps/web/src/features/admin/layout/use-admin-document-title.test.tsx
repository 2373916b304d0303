import { afterEach, describe, expect, it } from 'vitest';
import { render, resetTestState } from '@/testing/render';
import { ADMIN_VIEWS, adminHref } from './admin-views';
import { useAdminDocumentTitle } from './use-admin-document-title';

afterEach(resetTestState);

function TitleProbe() {
  useAdminDocumentTitle();
  return null;
}

describe('useAdminDocumentTitle', () => {
  it.each(ADMIN_VIEWS.map((view) => [adminHref(view), `${view.label} · Admin | Sheesham`]))(
    'titles %s "%s"',
    (path, title) => {
      document.title = 'Admin Panel | Sheesham';
      render(<TitleProbe />, { initialEntries: [path] });
      expect(document.title).toBe(title);
    },
  );

  it('puts the earlier title back when the panel unmounts', () => {
    document.title = 'Sheesham | Handcrafted Furniture in Jaipur';
    const { unmount } = render(<TitleProbe />, { initialEntries: ['/admin/orders/'] });
    expect(document.title).toBe('Orders · Admin | Sheesham');
    unmount();
    expect(document.title).toBe('Sheesham | Handcrafted Furniture in Jaipur');
  });
});
