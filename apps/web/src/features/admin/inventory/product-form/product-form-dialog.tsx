import type { Product } from '@sheesham/shared';
import type { ValidProductInput } from '@sheesham/shared/product-input';
import { useEffect, useRef, useState } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import { DialogActions } from '@/components/dialog-actions';
import { FormAlert } from '@/components/form-alert';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { notify, notifyError } from '@/components/ui/toaster';
import { ApiRequestError } from '@/lib/api-client';
import { useCreateProduct } from '../api/create-product';
import { useUpdateProduct } from '../api/update-product';
import { fetchCurrentStock } from './current-stock';
import { DiscardChangesDialog } from './discard-changes-dialog';
import { ProductFormFields } from './product-form-fields';
import {
  emptyProductForm,
  formFieldOf,
  PRODUCT_FORM_FIELDS,
  type ProductFormField,
  type ProductFormValues,
  productFormResolver,
  productToFormValues,
} from './product-form-values';
import { PRODUCT_FORM_BODY_ID, useRevealField } from './reveal-field';
import { useDiscardGuard } from './use-discard-guard';

interface ProductFormDialogProps {
  /** The product to edit, or null to add one. */
  product: Product | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes when the dialog closes (the button that opened it). */
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * Add Product / Edit Product (SPEC §2, §5). Full screen on phones, a centred panel from the small
 * breakpoint; the fields scroll between a fixed title and a fixed Save bar. Closing with unsaved
 * changes asks first.
 */
export function ProductFormDialog({
  product,
  open,
  onOpenChange,
  onCloseAutoFocus,
}: ProductFormDialogProps) {
  const editing = product !== null;
  const guard = useDiscardGuard(onOpenChange);
  return (
    <Dialog open={open} onOpenChange={guard.requestOpenChange}>
      {/* overflow-clip, not hidden: a hidden panel can still be scrolled by script, title and all. */}
      <DialogContent
        onCloseAutoFocus={onCloseAutoFocus}
        className="flex max-h-[min(92dvh,60rem)] max-w-3xl flex-col gap-0 overflow-clip p-0 max-sm:top-0 max-sm:left-0 max-sm:h-dvh max-sm:max-h-none max-sm:w-full max-sm:translate-x-0 max-sm:translate-y-0 max-sm:rounded-none max-sm:border-0"
      >
        <div className="space-y-1 border-b px-5 py-4 pr-14 sm:px-6">
          <DialogTitle>{editing ? 'Edit Product' : 'Add Product'}</DialogTitle>
          <DialogDescription>
            {editing
              ? `Changes to ${product.name} show in the shop once saved.`
              : 'A new product for the shop.'}{' '}
            Fields marked * are required.
          </DialogDescription>
        </div>
        <ProductForm
          product={product}
          onDone={() => onOpenChange(false)}
          onUnsavedChange={guard.setUnsaved}
        />
        <DiscardChangesDialog
          {...guard.confirm}
          description={
            editing
              ? `Your changes to ${product.name} have not been saved.`
              : 'The new product has not been saved.'
          }
        />
      </DialogContent>
    </Dialog>
  );
}

/** The first of these fields in the order the form shows them. */
function firstField(names: Iterable<string>) {
  const present = new Set<string>(names);
  return PRODUCT_FORM_FIELDS.find((field) => present.has(field));
}

interface ProductFormProps {
  product: Product | null;
  onDone: () => void;
  /** Told whether closing now would lose something: changed fields or images still uploading. */
  onUnsavedChange: (unsaved: boolean) => void;
}

function ProductForm({ product, onDone, onUnsavedChange }: ProductFormProps) {
  const form = useForm<ProductFormValues, unknown, ValidProductInput>({
    defaultValues: product ? productToFormValues(product) : emptyProductForm(),
    resolver: productFormResolver,
    // The dialog body scrolls: reveal() scrolls the first error into view, then focuses it.
    shouldFocusError: false,
  });
  const create = useCreateProduct();
  const update = useUpdateProduct();
  const [formError, setFormError] = useState<string | null>(null);
  // Saving while images upload would drop them: Save waits until the last upload has ended.
  const [uploading, setUploading] = useState(false);
  const failure = product ? 'Failed to update product' : 'Failed to add product';
  // The stock the admin last saw: the product's as loaded, then the server's after a refusal.
  // An edit sends it, so stock sold while the form was open is never overwritten.
  const expectedStock = useRef(product?.stock);
  // The fields are disabled only while the request is out (not while validating), and an error
  // is revealed once they are enabled again: a disabled field cannot take focus.
  const sending = create.isPending || update.isPending;
  const reveal = useRevealField(sending);
  const unsaved = form.formState.isDirty || uploading;
  useEffect(() => onUnsavedChange(unsaved), [unsaved, onUnsavedChange]);

  /** A 400's per-field messages go under their fields; anything else into the form's alert. */
  const showServerErrors = (error: ApiRequestError) => {
    const placed: ProductFormField[] = [];
    const unplaced: string[] = [];
    for (const [key, message] of Object.entries(error.fields ?? {})) {
      const field = formFieldOf(key);
      if (!field) unplaced.push(message);
      else if (!placed.includes(field)) {
        form.setError(field, { type: 'server', message });
        placed.push(field);
      }
    }
    const first = firstField(placed);
    if (first) reveal(first);
    if (unplaced.length > 0 || !first) setFormError(unplaced.join(' ') || error.message);
  };

  /** 409 stock_changed: the message under Stock, and the next save expects the stock now. */
  const showStockChanged = async (id: string, error: ApiRequestError) => {
    form.setError('stock', { type: 'server', message: error.message });
    reveal('stock');
    expectedStock.current = (await fetchCurrentStock(id)) ?? expectedStock.current;
  };

  const onInvalid = (errors: FieldErrors<ProductFormValues>) => {
    const first = firstField(Object.keys(errors));
    if (first) reveal(first);
  };

  const onSubmit = form.handleSubmit(async (body) => {
    if (uploading) return;
    setFormError(null);
    if (product && !product._id) {
      notifyError('Error', 'Cannot edit product: ID is missing');
      return;
    }
    try {
      const saved = product
        ? await update.mutateAsync({
            id: product._id,
            body: { ...body, expected_stock: expectedStock.current },
          })
        : await create.mutateAsync(body);
      notify(
        product ? 'Product updated successfully' : 'Product added successfully',
        product ? `${saved.name} has been saved.` : `${saved.name} is now in the catalogue.`,
      );
      onDone();
    } catch (error) {
      notifyError('Error', failure);
      // A 5xx or a dropped connection has nothing to show beside the fields.
      if (!(error instanceof ApiRequestError) || error.status >= 500) return;
      if (product && error.code === 'stock_changed') await showStockChanged(product._id, error);
      else showServerErrors(error);
    }
  }, onInvalid);

  // Validating, sending, and reading the stock after a refusal: Save waits for all of it.
  const saving = form.formState.isSubmitting;
  return (
    <form onSubmit={onSubmit} noValidate className="flex min-h-0 flex-1 flex-col">
      <div id={PRODUCT_FORM_BODY_ID} className="min-h-0 flex-1 overflow-y-auto px-5 py-5 sm:px-6">
        <fieldset disabled={sending} className="contents">
          <ProductFormFields form={form} saving={sending} onUploadingChange={setUploading} />
        </fieldset>
      </div>
      <div className="border-t bg-card px-5 py-4 sm:px-6">
        <div className="has-[p]:mb-3">
          <FormAlert message={formError} />
        </div>
        <DialogActions
          back="Cancel"
          busy={saving || uploading}
          type="submit"
          variant="gold"
          className="sm:min-w-32"
        >
          {saving
            ? 'Saving...'
            : uploading
              ? 'Uploading images...'
              : product
                ? 'Save Changes'
                : 'Add Product'}
        </DialogActions>
      </div>
    </form>
  );
}
