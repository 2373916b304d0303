import type { ProfileUser } from '@sheesham/shared';
import { useEffect, useEffectEvent } from 'react';
import { useForm } from 'react-hook-form';
import { DialogActions } from '@/components/dialog-actions';
import { PanelDialog } from '@/components/panel-dialog';
import { DialogHeader } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PhoneField } from '@/components/ui/phone-field';
import { notify, notifyError } from '@/components/ui/toaster';
import { ApiRequestError } from '@/lib/api-client';
import type { LazyPanelProps } from '@/lib/lazy-on-open';
import { useUpdateProfile } from '../api/update-profile';
import {
  PROFILE_FIELDS,
  type ProfileFormValues,
  type ProfileUpdate,
  profileFormDefaults,
  profileFormResolver,
} from '../profile-form';

/** Edit Profile (SPEC §2, §5): Full Name and Email required, Phone optional. */
export function EditProfileDialog({
  profile,
  ...panel
}: LazyPanelProps & { profile: ProfileUser }) {
  return (
    <PanelDialog {...panel} className="max-w-md">
      <DialogHeader
        title="Edit Profile"
        description="Keep your contact details up to date for deliveries."
      />
      <EditProfileForm
        profile={profile}
        open={panel.open}
        onDone={() => panel.onOpenChange(false)}
      />
    </PanelDialog>
  );
}

function EditProfileForm({
  profile,
  open,
  onDone,
}: {
  profile: ProfileUser;
  open: boolean;
  onDone: () => void;
}) {
  const form = useForm<ProfileFormValues, unknown, ProfileUpdate>({
    defaultValues: profileFormDefaults(profile),
    resolver: profileFormResolver,
  });
  // Each opening starts from the saved profile, not from edits abandoned last time; a profile
  // refetched while the dialog is open leaves the shopper's typing alone.
  const startFromProfile = useEffectEvent(() => form.reset(profileFormDefaults(profile)));
  useEffect(() => {
    if (open) startFromProfile();
  }, [open]);
  const { errors } = form.formState;
  const update = useUpdateProfile();

  /** The server's per-field messages (400) and a taken e-mail (409) go next to their fields. */
  const showServerErrors = (error: ApiRequestError) => {
    const fields: Record<string, string> = { ...error.fields };
    if (error.code === 'email_taken') fields.email = error.message;
    const named = PROFILE_FIELDS.filter((field) => fields[field] !== undefined);
    named.forEach((field, index) => {
      form.setError(
        field,
        { type: 'server', message: fields[field] },
        { shouldFocus: index === 0 },
      );
    });
  };

  const onSubmit = form.handleSubmit((body) =>
    update.mutate(body, {
      onSuccess: () => {
        notify('Profile updated', 'Your profile has been saved.');
        onDone();
      },
      onError: (error) => {
        // SPEC §8: the server's message, or 'Failed to update profile'.
        if (error instanceof ApiRequestError && error.status < 500) {
          showServerErrors(error);
          return notifyError('Error', error.message);
        }
        notifyError('Error', 'Failed to update profile');
      },
    }),
  );

  const saving = update.isPending;
  return (
    <form onSubmit={onSubmit} className="space-y-5">
      <FormField id="profile-full-name" label="Full Name" required error={errors.fullName?.message}>
        <Input autoComplete="name" {...form.register('fullName')} />
      </FormField>
      <FormField id="profile-email" label="Email" required error={errors.email?.message}>
        <Input type="email" autoComplete="email" {...form.register('email')} />
      </FormField>
      <PhoneField
        id="profile-phone"
        error={errors.phoneNumber?.message}
        {...form.register('phoneNumber')}
      />
      <DialogActions
        back="Cancel"
        busy={saving}
        footerClassName="pt-1"
        type="submit"
        variant="gold"
      >
        {saving ? 'Saving...' : 'Save Changes'}
      </DialogActions>
    </form>
  );
}
