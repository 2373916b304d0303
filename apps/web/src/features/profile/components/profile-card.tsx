import type { ProfileWithSignInPhone as ProfileUser } from '@sheesham/shared';
import { CalendarDaysIcon, MailIcon, PencilIcon, PhoneIcon, SmartphoneIcon } from 'lucide-react';
import { type ReactNode, Suspense } from 'react';
import { InitialsAvatar } from '@/components/initials-avatar';
import { Button } from '@/components/ui/button';
import { formatMonthYear } from '@/lib/format-date';
import { formatPhone } from '@/lib/format-phone';
import { lazyOnOpen, useLazyPanelTrigger } from '@/lib/lazy-on-open';

// react-hook-form and the zod schema load only when the customer edits.
const editDialog = lazyOnOpen(() =>
  import('./edit-profile-dialog').then((module) => module.EditProfileDialog),
);

// The code steps load only when the customer adds a sign-in number.
const phoneDialog = lazyOnOpen(() =>
  import('./add-sign-in-phone-dialog').then((module) => module.AddSignInPhoneDialog),
);

/** SPEC §2 profile card: initials avatar, name, customer since, e-mail, phone, member since. */
export function ProfileCard({ profile }: { profile: ProfileUser }) {
  const edit = useLazyPanelTrigger(editDialog.preload);
  const addPhone = useLazyPanelTrigger(phoneDialog.preload);
  return (
    <section
      aria-labelledby="profile-name"
      className="overflow-hidden rounded-2xl border bg-card shadow-sm"
    >
      <div className="h-20 bg-primary bg-[radial-gradient(ellipse_at_top_right,rgba(212,160,23,0.35),transparent_65%)]" />
      <div className="-mt-10 px-6 pb-6">
        <InitialsAvatar
          name={profile.fullName}
          className="size-20 border-4 border-card text-2xl shadow-md"
        />
        <h1 id="profile-name" className="mt-3 font-serif text-2xl font-semibold break-words">
          {profile.fullName}
        </h1>
        <p className="text-sm text-muted-foreground">
          Customer since {formatMonthYear(profile.createdAt)}
        </p>

        <ul className="mt-5 space-y-3 text-sm">
          <ContactRow icon={<MailIcon />} label="Email">
            {profile.email || 'Not added'}
          </ContactRow>
          <ContactRow icon={<PhoneIcon />} label="Phone">
            {profile.phoneNumber ? formatPhone(profile.phoneNumber) : 'Not added'}
          </ContactRow>
          <ContactRow icon={<SmartphoneIcon />} label="Sign-in mobile">
            {profile.signInPhone ? (
              `${formatPhone(profile.signInPhone)} (verified)`
            ) : (
              <button
                type="button"
                className="cursor-pointer font-medium text-gold underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                {...addPhone.triggerProps}
              >
                Add a number to sign in by SMS
              </button>
            )}
          </ContactRow>
          <ContactRow icon={<CalendarDaysIcon />} label="Member since">
            {new Date(profile.createdAt).getFullYear()}
          </ContactRow>
        </ul>

        <Button variant="outline" className="mt-6 w-full" {...edit.triggerProps}>
          <PencilIcon aria-hidden="true" />
          Edit Profile
        </Button>
      </div>
      {edit.opened && (
        // Its own boundary: while the chunk loads, only the dialog waits, not the whole page.
        <Suspense fallback={null}>
          <editDialog.Component profile={profile} {...edit.panelProps} />
        </Suspense>
      )}
      {addPhone.opened && (
        <Suspense fallback={null}>
          <phoneDialog.Component {...addPhone.panelProps} />
        </Suspense>
      )}
    </section>
  );
}

function ContactRow({
  icon,
  label,
  children,
}: {
  icon: ReactNode;
  label: string;
  children: ReactNode;
}) {
  return (
    <li className="flex items-start gap-3">
      <span
        aria-hidden="true"
        className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full bg-accent text-gold [&_svg]:size-4"
      >
        {icon}
      </span>
      <div className="min-w-0">
        <p className="text-xs text-muted-foreground">{label}</p>
        <p className="font-medium break-words">{children}</p>
      </div>
    </li>
  );
}
