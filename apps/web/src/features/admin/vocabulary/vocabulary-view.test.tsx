import type { VocabularyEntry } from '@sheesham/shared/search-vocabulary';
import { afterEach, describe, expect, it } from 'vitest';
import { buttonNamed, byId, clickAndSettle, text, typeInto, waitFor } from '@/testing/dom';
import { type ApiCall, fakeApi, type Handler } from '@/testing/fake-api';
import { ADMIN } from '@/testing/fixtures';
import { render, resetTestState } from '@/testing/render';
import { VocabularyView } from './vocabulary-view';

afterEach(resetTestState);

const LIST = 'GET /api/admin/vocabulary';
const entry = (id: string, phrase: string, means: string[]): VocabularyEntry => ({
  id,
  phrase,
  means,
  updatedAt: '2026-11-29T06:00:00.000Z',
});

/** The server's vocabulary, kept by the fake: GET lists it by phrase, POST adds, DELETE removes. */
function vocabularyServer(initial: VocabularyEntry[], extra: Record<string, Handler> = {}) {
  const held = new Map(initial.map((e) => [e.id, e]));
  const routes: Record<string, Handler> = {
    [LIST]: () => ({
      status: 200,
      body: [...held.values()].sort((a, b) => a.phrase.localeCompare(b.phrase)),
    }),
    'POST /api/admin/vocabulary': (call: ApiCall) => {
      const body = call.body as { phrase: string; means: string[] };
      if ([...held.values()].some((e) => e.phrase === body.phrase)) {
        return {
          status: 409,
          body: {
            error: {
              code: 'phrase_taken',
              message: `"${body.phrase}" is already in the vocabulary.`,
              fields: { phrase: 'This phrase is already in the vocabulary' },
            },
          },
        };
      }
      const added = entry(`e${held.size + 1}`, body.phrase, body.means);
      held.set(added.id, added);
      return { status: 201, body: added };
    },
    ...extra,
  };
  for (const id of held.keys()) {
    routes[`DELETE /api/admin/vocabulary/${id}`] = () => {
      held.delete(id);
      return { status: 200, body: { id } };
    };
  }
  return fakeApi(routes, { session: ADMIN });
}

const phrases = () =>
  [...document.querySelectorAll('li span.font-medium')].map((node) => node.textContent);

describe('VocabularyView', () => {
  it('lists the entries and filters them by phrase or meaning', async () => {
    vocabularyServer([
      entry('a', 'almirah', ['wardrobe']),
      entry('b', 'double bed', ['queen bed', 'king bed']),
    ]);
    render(<VocabularyView />);
    await waitFor(() => expect(phrases()).toEqual(['almirah', 'double bed']));
    expect(text()).toContain('2 entries');
    typeInto(document.querySelector('input[type="search"]') as HTMLInputElement, 'king');
    await waitFor(() => expect(phrases()).toEqual(['double bed']));
  });

  it('adds an entry normalized, and shows a taken phrase on its field', async () => {
    const calls = vocabularyServer([entry('a', 'almirah', ['wardrobe'])]);
    render(<VocabularyView />);
    await waitFor(() => expect(phrases()).toEqual(['almirah']));

    await clickAndSettle(buttonNamed('Add entry'));
    await clickAndSettle(buttonNamed('Add entry', document.querySelector('form') as HTMLElement));
    expect(text()).toContain('Phrase is required');
    expect(text()).toContain('Give at least one meaning');

    typeInto(byId('vocabulary-phrase'), ' Almirah ');
    typeInto(byId('vocabulary-means'), 'cupboard');
    await clickAndSettle(buttonNamed('Add entry', document.querySelector('form') as HTMLElement));
    await waitFor(() => expect(text()).toContain('This phrase is already in the vocabulary'));

    typeInto(byId('vocabulary-phrase'), 'Kursi');
    typeInto(byId('vocabulary-means'), 'Chair, armchair');
    await clickAndSettle(buttonNamed('Add entry', document.querySelector('form') as HTMLElement));
    await waitFor(() => expect(phrases()).toEqual(['almirah', 'kursi']));
    const posted = calls.filter((c) => c.key === 'POST /api/admin/vocabulary').at(-1);
    expect(posted?.body).toEqual({ phrase: 'kursi', means: ['chair', 'armchair'] });
  });

  it('deletes an entry after asking', async () => {
    vocabularyServer([entry('a', 'almirah', ['wardrobe']), entry('b', 'kursi', ['chair'])]);
    render(<VocabularyView />);
    await waitFor(() => expect(phrases()).toEqual(['almirah', 'kursi']));
    await clickAndSettle(
      document.querySelector('button[aria-label=\'Delete "kursi"\']') as HTMLElement,
    );
    expect(text()).toContain('Delete this entry?');
    await clickAndSettle(
      buttonNamed('Delete', document.querySelector('[role="alertdialog"]') as HTMLElement),
    );
    await waitFor(() => expect(phrases()).toEqual(['almirah']));
  });
});
