import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { NewSession } from './api/session-response';
import { describeAuthError } from './auth-error';
import { useSession } from './session-context';

/**
 * The submit path both forms share: validate, call the server, start the session and tell the
 * caller; on failure put field messages on their fields and anything else in `formError`.
 */
export function useAuthSubmit<Values extends FieldValues, Body>({
  form,
  fields,
  mutation,
  onSignedIn,
}: {
  form: UseFormReturn<Values, unknown, Body>;
  fields: readonly Path<Values>[];
  mutation: UseMutationResult<NewSession, unknown, Body>;
  onSignedIn?: () => void;
}) {
  const { startSession } = useSession();
  const [formError, setFormError] = useState<string | null>(null);

  const submit = form.handleSubmit(async (body) => {
    setFormError(null);
    try {
      const { token, user } = await mutation.mutateAsync(body);
      startSession(token, user);
      onSignedIn?.();
    } catch (error) {
      const problem = describeAuthError(error, fields);
      const withMessages = fields.filter((field) => problem.fields[field] !== undefined);
      for (const field of withMessages) {
        form.setError(
          field,
          { type: 'server', message: problem.fields[field] },
          { shouldFocus: field === withMessages[0] },
        );
      }
      setFormError(problem.message);
    }
  });

  return { submit, pending: mutation.isPending, formError };
}
