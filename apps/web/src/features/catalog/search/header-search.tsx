import { type ComponentType, useState } from 'react';
import { useNavigate } from 'react-router';
import { HeaderSearchField } from './header-search-field';
import type { SearchComboboxProps } from './search-combobox';

const INPUT_CLASS =
  'h-10 w-full rounded-full border border-input bg-card pr-3 pl-9 text-base placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-ring md:text-sm';

/** Loaded once, on the first focus of any header search box. */
let loading: Promise<ComponentType<SearchComboboxProps>> | undefined;
const loadCombobox = () =>
  (loading ??= import('./search-combobox').then((module) => module.SearchCombobox));

/**
 * The header's search: a plain form (it works before any script, GET /products?q=) whose
 * suggestions load on first focus, so the first page load carries none of their code
 * (docs/decisions/020-typo-tolerant-search.md).
 */
export function HeaderSearch({ className }: { className?: string }) {
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  const [Combobox, setCombobox] = useState<ComponentType<SearchComboboxProps> | null>(null);

  const search = (q: string) => navigate(q ? `/products?q=${encodeURIComponent(q)}` : '/products');
  const upgrade = () => {
    loadCombobox().then((component) => setCombobox(() => component));
  };

  return (
    <search className={className}>
      <form
        action="/products"
        onSubmit={(event) => {
          event.preventDefault();
          search(value.trim());
        }}
      >
        {Combobox ? (
          <Combobox
            value={value}
            onValueChange={setValue}
            onSearch={search}
            onOpenProduct={(id) => navigate(`/product/${id}`)}
            autoFocus
            inputClassName={INPUT_CLASS}
          />
        ) : (
          <HeaderSearchField
            value={value}
            onChange={(event) => setValue(event.target.value)}
            onFocus={upgrade}
            className={INPUT_CLASS}
          />
        )}
      </form>
    </search>
  );
}
