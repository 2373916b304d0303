import { UserPlusIcon, UserRoundIcon } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useOrderCustomers } from '../api';
import type { FieldErrors, NewOrderDraft } from '../draft';
import { FormSection } from './form-section';
import { MatchSearch } from './match-search';

type Customer = NewOrderDraft['customer'];

/** Find the buyer by name, e-mail or phone, or enter a new walk-in (name and phone required). */
export function CustomerSection({
  customer,
  onChange,
  errors,
}: {
  customer: Customer;
  onChange: (customer: Customer) => void;
  errors: FieldErrors;
}) {
  const [q, setQ] = useState('');
  const found = useOrderCustomers(q);

  if (customer?.kind === 'existing') {
    const c = customer.customer;
    return (
      <FormSection title="Customer">
        <div className="flex items-start justify-between gap-3 rounded-md border bg-card p-3">
          <div className="min-w-0 text-sm">
            <p className="flex flex-wrap items-center gap-2 font-medium">
              {c.name}
              {c.walk_in && <Badge variant="secondary">Walk-in</Badge>}
            </p>
            <p className="break-words text-muted-foreground">
              {[c.phone, c.email].filter(Boolean).join(' · ') || 'No contact details'}
            </p>
          </div>
          <Button type="button" variant="outline" size="sm" onClick={() => onChange(null)}>
            Change
          </Button>
        </div>
      </FormSection>
    );
  }

  if (customer?.kind === 'new') {
    const set = (patch: Partial<typeof customer>) => onChange({ ...customer, ...patch });
    return (
      <FormSection
        title="New walk-in customer"
        aside={
          <Button type="button" variant="ghost" size="sm" onClick={() => onChange(null)}>
            Search instead
          </Button>
        }
      >
        <div className="grid gap-3 sm:grid-cols-2">
          <FormField
            id="walk-in-name"
            label="Full name"
            required
            error={errors['customer.walk_in.name']}
          >
            <Input
              value={customer.name}
              autoComplete="off"
              onChange={(e) => set({ name: e.target.value })}
            />
          </FormField>
          <FormField
            id="walk-in-phone"
            label="Phone number"
            required
            error={errors['customer.walk_in.phone']}
          >
            <Input
              type="tel"
              inputMode="tel"
              placeholder="98290 12345"
              value={customer.phone}
              onChange={(e) => set({ phone: e.target.value })}
            />
          </FormField>
        </div>
        <FormField
          id="walk-in-email"
          label="Email"
          hint="(optional)"
          error={errors['customer.walk_in.email']}
        >
          <Input
            type="email"
            value={customer.email}
            onChange={(e) => set({ email: e.target.value })}
          />
        </FormField>
        <p className="text-xs text-muted-foreground">
          A walk-in cannot sign in. If they sign up later with this e-mail, their orders join the
          account only after they follow the link we mail them.
        </p>
      </FormSection>
    );
  }

  const results = found.data ?? [];
  return (
    <FormSection title="Customer">
      <MatchSearch
        query={q}
        onQueryChange={setQ}
        label="Search customers"
        placeholder="Name, e-mail or phone"
        note={
          errors.customer && <p className="text-sm text-destructive">Choose or add a customer</p>
        }
        matchesLabel="Matching customers"
        noMatches={results.length === 0 && !found.isFetching}
        emptyText="No customer matches."
      >
        {results.map((c) => (
          <li key={c.id}>
            <button
              type="button"
              onClick={() => onChange({ kind: 'existing', customer: c })}
              className="flex w-full items-center gap-3 px-3 py-2 text-left text-sm hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
            >
              <UserRoundIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden />
              <span className="min-w-0 flex-1">
                <span className="block font-medium">{c.name}</span>
                <span className="block truncate text-muted-foreground">
                  {[c.phone, c.email].filter(Boolean).join(' · ')}
                </span>
              </span>
              {c.walk_in && <Badge variant="secondary">Walk-in</Badge>}
            </button>
          </li>
        ))}
      </MatchSearch>
      <Button
        type="button"
        variant="outline"
        size="sm"
        onClick={() => onChange({ kind: 'new', name: '', phone: '', email: '' })}
      >
        <UserPlusIcon aria-hidden="true" />
        New walk-in customer
      </Button>
    </FormSection>
  );
}
