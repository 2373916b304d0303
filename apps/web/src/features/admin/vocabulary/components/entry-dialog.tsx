import {
  meaningsOf,
  meaningsText,
  type VocabularyEntry,
  vocabularyEntryInputSchema,
} from '@sheesham/shared/search-vocabulary';
import { type FormEvent, useEffect, useState } from 'react';
import { DialogActions } from '@/components/dialog-actions';
import { Dialog, DialogContent, DialogHeader } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { notify, notifyError } from '@/components/ui/toaster';
import { ApiRequestError } from '@/lib/api-client';
import { useSaveEntry } from '../api/vocabulary';

type Field = 'phrase' | 'means';
type FieldErrors = Partial<Record<Field, string>>;

/** The entry's two text boxes: what shoppers type, and the catalogue's words it means. */
const FIELDS: { name: Field; label: string; hint?: string; placeholder: string }[] = [
  { name: 'phrase', label: 'What shoppers type', placeholder: 'e.g. almirah' },
  {
    name: 'means',
    label: 'What it means',
    hint: 'catalogue words, separated by commas',
    placeholder: 'e.g. wardrobe, cupboard',
  },
];

/** The first message per field of a failed parse, as the form shows them. */
function fieldErrors(issues: { path: PropertyKey[]; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path[0] === 'means' ? 'means' : 'phrase';
    errors[field] ??= issue.message;
  }
  return errors;
}

interface EntryDialogProps {
  /** The entry to edit; null adds one. */
  entry: VocabularyEntry | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus: (event: Event) => void;
}

/**
 * Adds or edits one entry: the shopper's phrase and the catalogue's words it means, comma-separated.
 * Checked with the server's own schema before sending; the server's field errors (a phrase already
 * there) show on the fields.
 */
export function EntryDialog({ entry, open, onOpenChange, onCloseAutoFocus }: EntryDialogProps) {
  const [values, setValues] = useState<Record<Field, string>>({ phrase: '', means: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useSaveEntry();

  useEffect(() => {
    if (!open) return;
    setValues({ phrase: entry?.phrase ?? '', means: entry ? meaningsText(entry.means) : '' });
    setErrors({});
  }, [open, entry]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = vocabularyEntryInputSchema.safeParse({
      phrase: values.phrase,
      means: meaningsOf(values.means),
    });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error.issues));
    setErrors({});
    save.mutate(
      { id: entry?.id ?? null, entry: parsed.data },
      {
        onSuccess: (saved) => {
          notify(
            entry ? 'Entry saved' : 'Entry added',
            `Searches for "${saved.phrase}" now find ${meaningsText(saved.means)}.`,
          );
          onOpenChange(false);
        },
        onError: (error) => {
          if (error instanceof ApiRequestError && error.fields) setErrors(error.fields);
          notifyError(
            'Error',
            error instanceof ApiRequestError ? error.message : 'Failed to save the entry',
          );
        },
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader
          title={entry ? 'Edit entry' : 'Add entry'}
          description="A search for the phrase also finds the products named by any of its meanings."
        />
        <form noValidate onSubmit={submit} className="space-y-4">
          {FIELDS.map(({ name, label, hint, placeholder }) => (
            <FormField
              key={name}
              id={`vocabulary-${name}`}
              label={label}
              hint={hint}
              required
              error={errors[name]}
            >
              <Input
                value={values[name]}
                onChange={(event) => setValues({ ...values, [name]: event.target.value })}
                placeholder={placeholder}
                autoComplete="off"
              />
            </FormField>
          ))}
          <DialogActions back="Cancel" type="submit" busy={save.isPending}>
            {entry ? 'Save' : 'Add entry'}
          </DialogActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}
