import { useState } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { cn } from '@/lib/utils';
import { SignInChoice } from './sign-in-choice';
import { SignUpForm } from './sign-up-form';

export type AuthTab = 'sign-in' | 'sign-up';

function SwitchPrompt({
  question,
  action,
  onClick,
}: {
  question: string;
  action: string;
  onClick: () => void;
}) {
  return (
    <p className="mt-6 text-center text-sm text-muted-foreground">
      {question}{' '}
      <button
        type="button"
        onClick={onClick}
        className="cursor-pointer font-medium text-gold underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        {action}
      </button>
    </p>
  );
}

/** Each tab's form and the prompt under it that switches to the other tab. */
const PANELS = [
  { tab: 'sign-in', Form: SignInChoice, question: 'New to Sheesham?', action: 'Create an account' },
  { tab: 'sign-up', Form: SignUpForm, question: 'Already have an account?', action: 'Sign in' },
] as const;

/**
 * Sign In and Sign Up as two tabs, shared by the /auth screen and the header's modal.
 * `onSignedIn` runs after the session has started.
 */
export function AuthTabs({
  initialTab = 'sign-in',
  onSignedIn,
  className,
}: {
  initialTab?: AuthTab;
  onSignedIn?: () => void;
  className?: string;
}) {
  const [tab, setTab] = useState<AuthTab>(initialTab);
  return (
    <Tabs
      value={tab}
      onValueChange={(value) => setTab(value as AuthTab)}
      className={cn('w-full', className)}
    >
      <TabsList aria-label="Account" className="mb-6 flex w-full">
        <TabsTrigger value="sign-in" className="flex-1">
          Sign In
        </TabsTrigger>
        <TabsTrigger value="sign-up" className="flex-1">
          Sign Up
        </TabsTrigger>
      </TabsList>
      {PANELS.map((panel) => (
        <TabsContent key={panel.tab} value={panel.tab} className="focus-visible:outline-none">
          <panel.Form onSignedIn={onSignedIn} />
          <SwitchPrompt
            question={panel.question}
            action={panel.action}
            onClick={() => setTab(panel.tab === 'sign-in' ? 'sign-up' : 'sign-in')}
          />
        </TabsContent>
      ))}
    </Tabs>
  );
}
