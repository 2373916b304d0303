import { BRANDS, CATEGORIES, MATERIALS, STORAGE_OPTIONS } from '@sheesham/shared';
import { MAX_SET_DESCRIPTION_LENGTH, type ValidProductInput } from '@sheesham/shared/product-input';
import { CircleAlertIcon } from 'lucide-react';
import { Controller, type UseFormReturn, useWatch } from 'react-hook-form';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Input, Label, Textarea } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { ProductImagesField } from '../images/product-images-field';
import { FormSection } from './form-section';
import {
  type ProductFormField,
  type ProductFormValues,
  productFieldId,
} from './product-form-values';

export type ProductForm = UseFormReturn<ProductFormValues, unknown, ValidProductInput>;

const IMAGES_LABEL_ID = 'product-images-label';
const IMAGES_HINT_ID = 'product-images-hint';

/** Suggestions for the free-text fields that have a shop vocabulary (any other text is allowed). */
function Suggestions({ id, values }: { id: string; values: readonly string[] }) {
  return (
    <datalist id={id}>
      {values.map((value) => (
        <option key={value} value={value} />
      ))}
    </datalist>
  );
}

function ErrorLine({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="flex items-center gap-1.5 text-sm text-destructive">
      <CircleAlertIcon className="size-4 shrink-0" aria-hidden="true" />
      {message}
    </p>
  );
}

/** Every field of SPEC §5, grouped; rules and messages come from the shared product schema. */
interface ProductFormFieldsProps {
  form: ProductForm;
  saving: boolean;
  onUploadingChange: (uploading: boolean) => void;
}

export function ProductFormFields({ form, saving, onUploadingChange }: ProductFormFieldsProps) {
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const field = (name: ProductFormField) => ({
    id: productFieldId(name),
    error: errors[name]?.message,
  });
  const hasSetOption = useWatch({ control, name: 'has_set_option' });
  const setOptionId = productFieldId('has_set_option');
  const imagesError = `${productFieldId('images')}-error`;

  return (
    <div className="space-y-8">
      <FormSection title="Product">
        <FormField {...field('name')} label="Name" required className="sm:col-span-2">
          <Input autoComplete="off" maxLength={200} {...register('name')} />
        </FormField>
        <FormField {...field('brand')} label="Brand" required>
          <Input list="product-brand-options" autoComplete="off" {...register('brand')} />
        </FormField>
        {/* Controlled: the select shows the saved category from the first paint. */}
        <Controller
          control={control}
          name="category"
          render={({ field: select }) => (
            <FormField {...field('category')} label="Category" required>
              <NativeSelect {...select}>
                <option value="">Select a category</option>
                {CATEGORIES.map((category) => (
                  <option key={category.value} value={category.value}>
                    {category.label}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
          )}
        />
        <FormField {...field('room_type')} label="Room Type" required>
          <Input placeholder="e.g. Bedroom" autoComplete="off" {...register('room_type')} />
        </FormField>
        <FormField {...field('product_rating')} label="Rating" hint="0 to 5" required>
          <Input
            type="number"
            inputMode="decimal"
            min={0}
            max={5}
            step={0.1}
            {...register('product_rating')}
          />
        </FormField>
        <FormField {...field('description')} label="Description" required className="sm:col-span-2">
          <Textarea rows={4} {...register('description')} />
        </FormField>
      </FormSection>

      <FormSection title="Price">
        <FormField {...field('price')} label="Price (₹)" required>
          <Input
            type="number"
            inputMode="decimal"
            min={0}
            step={0.01}
            {...register('price', { deps: ['mrp'] })}
          />
        </FormField>
        <FormField {...field('mrp')} label="MRP (₹)" hint="optional, not below the price">
          <Input type="number" inputMode="decimal" min={0} step={0.01} {...register('mrp')} />
        </FormField>
        <FormField
          {...field('set_price')}
          label="Set Price (₹)"
          hint={hasSetOption ? undefined : 'optional'}
          required={hasSetOption}
        >
          <Input type="number" inputMode="decimal" min={0} step={0.01} {...register('set_price')} />
        </FormField>
        <FormField
          {...field('set_items_price')}
          label="Set Items Price (₹)"
          hint="optional, bought separately"
        >
          <Input
            type="number"
            inputMode="decimal"
            min={0}
            step={0.01}
            {...register('set_items_price')}
          />
        </FormField>
        <div className="flex items-start gap-3 rounded-lg border bg-muted/40 p-3 sm:col-span-2">
          <Controller
            control={control}
            name="has_set_option"
            // Turning the option on or off changes whether Set Price is required.
            rules={{ deps: ['set_price'] }}
            render={({ field: checkbox }) => (
              <Checkbox
                id={setOptionId}
                ref={checkbox.ref}
                checked={checkbox.value}
                onCheckedChange={(checked) => checkbox.onChange(checked === true)}
                onBlur={checkbox.onBlur}
                aria-describedby={`${setOptionId}-hint`}
                className="mt-0.5"
              />
            )}
          />
          <div className="space-y-1">
            <Label htmlFor={setOptionId}>Complete set option</Label>
            <p id={`${setOptionId}-hint`} className="text-xs text-muted-foreground">
              Customers can buy the complete set at the set price.
            </p>
          </div>
        </div>
        <FormField
          {...field('set_description')}
          label="What the Set Adds"
          hint="optional, shown beside the set price"
          className="sm:col-span-2"
        >
          <Input
            placeholder="e.g. 2 matching armchairs, 3+1+1"
            autoComplete="off"
            maxLength={MAX_SET_DESCRIPTION_LENGTH}
            {...register('set_description')}
          />
        </FormField>
      </FormSection>

      <FormSection title="Details">
        <FormField {...field('primary_material')} label="Primary Material" required>
          <Input
            list="product-material-options"
            autoComplete="off"
            {...register('primary_material')}
          />
        </FormField>
        <FormField {...field('storage')} label="Storage" required>
          <Input list="product-storage-options" autoComplete="off" {...register('storage')} />
        </FormField>
        <FormField {...field('assembly')} label="Assembly" required>
          <Input
            placeholder="e.g. Included with delivery"
            autoComplete="off"
            {...register('assembly')}
          />
        </FormField>
        <FormField {...field('warranty')} label="Warranty" required>
          <Input placeholder="e.g. 5 years" autoComplete="off" {...register('warranty')} />
        </FormField>
        <FormField {...field('dimensions_cm')} label="Dimensions (cm)" required>
          <Input
            placeholder="e.g. 200 × 180 × 100"
            autoComplete="off"
            {...register('dimensions_cm')}
          />
        </FormField>
        <FormField {...field('dimensions_inches')} label="Dimensions (inches)" required>
          <Input
            placeholder="e.g. 79 × 71 × 39"
            autoComplete="off"
            {...register('dimensions_inches')}
          />
        </FormField>
        <FormField {...field('weight')} label="Weight" required>
          <Input placeholder="e.g. 80 kg" autoComplete="off" {...register('weight')} />
        </FormField>
        <FormField {...field('seating_height')} label="Seating Height (inches)" hint="optional">
          <Input
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            {...register('seating_height')}
          />
        </FormField>
        <FormField
          {...field('recommended_mattress_size')}
          label="Recommended Mattress Size"
          hint="optional"
          className="sm:col-span-2"
        >
          <Input
            placeholder="e.g. King, 72 × 78 inches"
            autoComplete="off"
            {...register('recommended_mattress_size')}
          />
        </FormField>
      </FormSection>

      <FormSection title="Stock">
        <FormField {...field('stock')} label="Stock" hint="units in hand" required>
          <Input type="number" inputMode="numeric" min={0} step={1} {...register('stock')} />
        </FormField>
        <FormField {...field('stock_threshold')} label="Low Stock Threshold" hint="default 10">
          <Input
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            {...register('stock_threshold')}
          />
        </FormField>
      </FormSection>

      <fieldset
        id={productFieldId('images')}
        tabIndex={-1}
        aria-describedby={errors.images ? `${IMAGES_HINT_ID} ${imagesError}` : IMAGES_HINT_ID}
        className="space-y-3 rounded-md focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring"
      >
        <legend
          id={IMAGES_LABEL_ID}
          className="mb-1 text-xs font-semibold tracking-wider text-gold uppercase"
        >
          Images
        </legend>
        <p id={IMAGES_HINT_ID} className="text-sm text-muted-foreground">
          Up to 5 images. The first one is the main image.
        </p>
        <Controller
          control={control}
          name="images"
          render={({ field: images }) => (
            <ProductImagesField
              value={images.value}
              onChange={images.onChange}
              disabled={saving}
              labelId={IMAGES_LABEL_ID}
              onUploadingChange={onUploadingChange}
            />
          )}
        />
        <ErrorLine id={imagesError} message={errors.images?.message} />
      </fieldset>

      <Suggestions id="product-brand-options" values={BRANDS} />
      <Suggestions id="product-material-options" values={MATERIALS} />
      <Suggestions id="product-storage-options" values={STORAGE_OPTIONS} />
    </div>
  );
}
