import type { Order } from '@sheesham/shared';
import type { ReactNode } from 'react';
import { PanelDialog } from '../panel-dialog';
import type { OrderDialogProps } from './use-order-dialog';

/**
 * The dialog around one order's details or tracking: renders `children` for the order it was
 * opened for, and gives focus back to the button that opened it.
 */
export function OrderDialog({
  order,
  children,
  ...panel
}: OrderDialogProps & { className: string; children: (order: Order) => ReactNode }) {
  return <PanelDialog {...panel}>{order && children(order)}</PanelDialog>;
}
