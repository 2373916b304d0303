import {
  meaningsOf,
  meaningsText,
  type VocabularyEntry,
  vocabularyEntryInputSchema,
} from '@sheesham/shared/search-vocabulary';
import { type FormEvent, useEffect, useState } from 'react';
import { DialogActions } from '@/components/dialog-actions';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { notify, notifyError } from '@/components/ui/toaster';
import { ApiRequestError } from '@/lib/api-client';
import { useSaveEntry } from '../api/vocabulary';

type FieldErrors = Partial<Record<'phrase' | 'means', string>>;

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
  const [phrase, setPhrase] = useState('');
  const [means, setMeans] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useSaveEntry();

  useEffect(() => {
    if (!open) return;
    setPhrase(entry?.phrase ?? '');
    setMeans(entry ? meaningsText(entry.means) : '');
    setErrors({});
  }, [open, entry]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = vocabularyEntryInputSchema.safeParse({ phrase, means: meaningsOf(means) });
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
        <div className="space-y-1 pr-8">
          <DialogTitle>{entry ? 'Edit entry' : 'Add entry'}</DialogTitle>
          <DialogDescription>
            A search for the phrase also finds the products named by any of its meanings.
          </DialogDescription>
        </div>
        <form noValidate onSubmit={submit} className="space-y-4">
          <FormField
            id="vocabulary-phrase"
            label="What shoppers type"
            required
            error={errors.phrase}
          >
            <Input
              value={phrase}
              onChange={(event) => setPhrase(event.target.value)}
              placeholder="e.g. almirah"
              autoComplete="off"
            />
          </FormField>
          <FormField
            id="vocabulary-means"
            label="What it means"
            hint="catalogue words, separated by commas"
            required
            error={errors.means}
          >
            <Input
              value={means}
              onChange={(event) => setMeans(event.target.value)}
              placeholder="e.g. wardrobe, cupboard"
              autoComplete="off"
            />
          </FormField>
          <DialogActions
            back="Cancel"
            backProps={{ type: 'button' }}
            type="submit"
            busy={save.isPending}
          >
            {entry ? 'Save' : 'Add entry'}
          </DialogActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}
