import {
  addItem,
  type CartItem,
  formatRupees,
  fromPaise,
  hasSetOption,
  lineLimit,
  linePrice,
  lineTotal,
  NO_PRODUCTS_ADDED,
  orderLineName,
  type Product,
  priceCart,
  toCartProduct,
  updateQuantity,
} from '@sheesham/shared';
import { PlusIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { RemoveButton } from '../../../components/remove-button';
import { FormSection } from './form-section';
import { ProductMatchSearch } from './product-match-search';

const stockText = (stock: number) => (stock > 0 ? `${stock} in stock` : 'Out of stock');

/**
 * Products by catalogue search, each with its stock; lines with quantity and the set option. The
 * same shared cart rules as the storefront cap a line at the stock; the total is an estimate, as
 * the server prices the order from the database when it is placed.
 */
export function ProductsSection({
  lines,
  onChange,
  error,
}: {
  lines: CartItem[];
  onChange: (lines: CartItem[]) => void;
  error?: string;
}) {
  const add = (product: Product, selectedSet: boolean) =>
    onChange(addItem(lines, toCartProduct(product), 1, selectedSet));

  return (
    <FormSection title="Products">
      <ProductMatchSearch
        label="Search products"
        renderMatch={(product) => (
          <li key={product._id} className="flex flex-wrap items-center gap-x-3 gap-y-2 px-3 py-2">
            <div className="min-w-0 basis-full text-sm sm:flex-1 sm:basis-auto">
              <p className="font-medium">{product.name}</p>
              <p className="text-muted-foreground">
                {formatRupees(product.price)}
                {hasSetOption(product) && product.set_price != null
                  ? ` · set ${formatRupees(product.set_price)}`
                  : ''}
                {' · '}
                <span className={product.stock > 0 ? '' : 'text-destructive'}>
                  {stockText(product.stock)}
                </span>
              </p>
            </div>
            <div className="flex gap-2">
              <Button
                type="button"
                size="sm"
                variant="outline"
                disabled={product.stock <= 0}
                aria-label={`Add ${product.name}`}
                onClick={() => add(product, false)}
              >
                <PlusIcon aria-hidden="true" />
                Add
              </Button>
              {hasSetOption(product) && (
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  disabled={product.stock <= 0}
                  aria-label={`Add ${orderLineName({ name: product.name, selectedSet: true })}`}
                  onClick={() => add(product, true)}
                >
                  <PlusIcon aria-hidden="true" />
                  Set
                </Button>
              )}
            </div>
          </li>
        )}
      />

      {lines.length === 0 ? (
        <p className={error ? 'text-sm text-destructive' : 'text-sm text-muted-foreground'}>
          {error ?? NO_PRODUCTS_ADDED}
        </p>
      ) : (
        <OrderLines lines={lines} onChange={onChange} />
      )}
    </FormSection>
  );
}

function OrderLines({
  lines,
  onChange,
}: {
  lines: CartItem[];
  onChange: (lines: CartItem[]) => void;
}) {
  return (
    <div className="space-y-2">
      <ul aria-label="Order lines" className="divide-y rounded-md border bg-card">
        {lines.map((line) => {
          const limit = lineLimit(lines, line);
          const label = orderLineName(line);
          return (
            <li
              key={`${line.id}-${line.selectedSet}`}
              className="grid grid-cols-[auto_1fr_auto] items-center gap-x-3 gap-y-2 px-3 py-2 text-sm sm:grid-cols-[1fr_auto_auto_auto]"
            >
              <div className="col-span-3 min-w-0 sm:col-span-1">
                <p className="font-medium break-words">{label}</p>
                <p className="text-muted-foreground">
                  {formatRupees(linePrice(line))} each
                  {limit.stock !== null ? ` · ${stockText(limit.stock)}` : ''}
                </p>
              </div>
              <Input
                type="number"
                min={1}
                max={Math.max(limit.max, 1)}
                aria-label={`Quantity of ${label}`}
                value={line.quantity}
                onChange={(e) =>
                  onChange(updateQuantity(lines, line.id, Number(e.target.value), line.selectedSet))
                }
                className="w-20"
              />
              <p className="text-right font-medium tabular-nums sm:min-w-24">
                {formatRupees(lineTotal(line))}
              </p>
              <RemoveButton name={label} onClick={() => onChange(removeLine(lines, line))} />
            </li>
          );
        })}
      </ul>
      <p className="flex justify-between text-sm font-semibold">
        <span>Total</span>
        <span className="tabular-nums">{formatRupees(fromPaise(priceCart(lines).totalPaise))}</span>
      </p>
    </div>
  );
}

/** Removes one line (the set or the plain one), keeping the product's other line. */
const removeLine = (lines: CartItem[], line: CartItem) =>
  lines.filter((l) => !(l.id === line.id && l.selectedSet === line.selectedSet));
