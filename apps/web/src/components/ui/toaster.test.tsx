import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@/testing/dom';
import { resetTestState } from '@/testing/render';
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
});
