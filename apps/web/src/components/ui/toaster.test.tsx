import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@/testing/dom';
import { resetTestState } from '@/testing/render';
import { useBottomToasts } from './toast-placement';
import { notify, notifyError, notifyInfo, Toaster } from './toaster';

let root: Root | undefined;
afterEach(() => {
  vi.useRealTimers();
  act(() => root?.unmount());
  root = undefined;
  resetTestState();
});

function renderToaster() {
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() => root?.render(<Toaster />));
}

const region = (role: 'status' | 'alert') =>
  document.querySelector(`[role="${role}"]`)?.textContent ?? '';

describe('Toaster', () => {
  it('shows a notice politely, styled as neither success nor failure', async () => {
    renderToaster();
    act(() => notifyInfo('Sign in required', 'Please sign in to add items to your cart.'));

    await waitFor(() => expect(region('status')).toContain('Sign in required'));
    expect(region('alert')).toBe('');
    expect(document.querySelector('.lucide-info')).not.toBeNull();
    expect(document.querySelector('.lucide-circle-check')).toBeNull();
  });

  it('announces a success politely and a failure as an alert', async () => {
    renderToaster();
    act(() => notify('Added to cart'));
    await waitFor(() => expect(region('status')).toContain('Added to cart'));

    act(() => notifyError('Failed to place order. Please try again.'));
    await waitFor(() => expect(region('alert')).toContain('Failed to place order.'));
    expect(region('status')).toBe('');
  });

  it('closes a toast after 5 s, but not while the pointer is on it', async () => {
    renderToaster();
    act(() => notify('Added to cart'));
    await waitFor(() => expect(region('status')).toContain('Added to cart'));
    const card = document.querySelector('[role="status"] > div') as HTMLElement;

    vi.useFakeTimers();
    act(() => card.dispatchEvent(new PointerEvent('pointerover', { bubbles: true })));
    act(() => vi.advanceTimersByTime(6000));
    expect(region('status')).toContain('Added to cart');

    act(() => card.dispatchEvent(new PointerEvent('pointerout', { bubbles: true })));
    act(() => vi.advanceTimersByTime(4900));
    expect(region('status')).toContain('Added to cart');
    act(() => vi.advanceTimersByTime(200));
    expect(region('status')).toBe('');
  });

  it('moves to the bottom from 1024 px while the admin panel asks for it, one toast still', async () => {
    function AdminPanel() {
      useBottomToasts();
      return null;
    }
    const regions = () => [...document.querySelectorAll<HTMLElement>('[aria-live]')];
    renderToaster();
    expect(regions().map((r) => r.dataset.placement)).toEqual(['top', 'top']);
    expect(regions()[0]?.className).not.toContain('lg:bottom-6');
    expect(regions()[0]?.className).toContain('top-4');

    const panel = document.createElement('div');
    const panelRoot = createRoot(panel);
    act(() => panelRoot.render(<AdminPanel />));
    expect(regions().map((r) => r.dataset.placement)).toEqual(['bottom', 'bottom']);
    for (const region of regions()) {
      // Top-centre on phones, bottom-centre from lg.
      expect(region.className).toContain('top-4');
      expect(region.className).toContain('lg:top-auto');
      expect(region.className).toContain('lg:bottom-6');
      expect(region.className).toContain('mx-auto');
    }
    act(() => notify('Success', 'Order status updated to Shipped'));
    act(() => notifyError('Error', 'Failed to update order status'));
    await waitFor(() => expect(region('alert')).toContain('Failed to update order status'));
    expect(region('status')).toBe('');

    act(() => panelRoot.unmount());
    expect(regions().map((r) => r.dataset.placement)).toEqual(['top', 'top']);
  });
});
