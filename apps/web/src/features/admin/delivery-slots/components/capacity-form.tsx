import { MAX_SLOT_CAPACITY } from '@sheesham/shared';
import { type FormEvent, useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

/**
 * A number of places and a Save button. The server checks the number again; this refuses what it
 * would (not a whole number from 0 to MAX_SLOT_CAPACITY) before sending.
 */
export function CapacityForm({
  id,
  label,
  value,
  busy,
  onSave,
}: {
  id: string;
  /** The input's accessible name: "Morning places on Mon, 1 Dec". */
  label: string;
  value: number;
  busy: boolean;
  onSave: (capacity: number) => void;
}) {
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);
  const capacity = Number(text);
  const valid =
    text !== '' && Number.isInteger(capacity) && capacity >= 0 && capacity <= MAX_SLOT_CAPACITY;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid && capacity !== value) onSave(capacity);
  };
  return (
    <form onSubmit={submit} className="flex items-center gap-2">
      <Input
        id={id}
        aria-label={label}
        type="number"
        inputMode="numeric"
        min={0}
        max={MAX_SLOT_CAPACITY}
        value={text}
        onChange={(event) => setText(event.target.value)}
        aria-invalid={!valid}
        className="h-9 w-20"
      />
      <Button
        type="submit"
        size="sm"
        variant="outline"
        disabled={busy || !valid || capacity === value}
      >
        Save
      </Button>
    </form>
  );
}
