import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ContentEntry } from '#shared/content/content-answers.ts';
import { richTextDocumentOf } from '#shared/content/rich-text-field.ts';
import { createQueryClient } from '#client/lib/query-client.ts';
import { testI18n } from '#client/test/render.tsx';
import { scriptFetch } from '#client/test/scripted-fetch.ts';
import { TranslationEditor } from './translation-editor.tsx';

/**
 * The desk's form with the server's answers scripted (issue 23 §5, §6): a 400 on the body marks
 * the rich-text editor invalid and describes it by the message, as every other field; the
 * schedule's 400 shows on its fields.
 */

beforeAll(() => {
  // jsdom lays nothing out; ProseMirror asks a range where the selection is when it scrolls to it.
  const none = { length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] };
  const zero = { x: 0, y: 0, width: 0, height: 0, top: 0, left: 0, right: 0, bottom: 0 };
  Object.defineProperty(Range.prototype, 'getClientRects', { value: () => none });
  Object.defineProperty(Range.prototype, 'getBoundingClientRect', { value: () => zero });
});

const api = scriptFetch();

const entry: ContentEntry = {
  id: 7,
  collection: 'insights',
  title: 'Artigo de teste',
  sourceRevision: 1,
  translations: [
    {
      locale: 'pt-BR',
      state: 'draft',
      published: false,
      unpublishedChanges: false,
      slug: 'artigo-de-teste',
      version: 1,
      updatedAt: '2026-11-27T12:00:00.000Z',
      updatedBy: 'Elisa Editora',
      fields: { title: 'Artigo de teste', summary: 'Resumo', body: richTextDocumentOf('Texto') },
      revision: 1,
      sourceRevision: 1,
      publishedAt: null,
      publishAt: null,
      unpublishAt: null,
    },
  ],
};

function renderEditor() {
  return render(
    <I18nextProvider i18n={testI18n('pt-BR')}>
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>
          <TranslationEditor collection="insights" entryId={7} locale="pt-BR" />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

describe('TranslationEditor', () => {
  afterEach(cleanup);

  it('marks the body invalid when the server refuses it', async () => {
    api.replies.push({ status: 200, body: entry });
    renderEditor();
    const body = await screen.findByRole('textbox', { name: 'Texto' }, { timeout: 10_000 });
    expect(body.getAttribute('aria-invalid')).toBeNull();
    api.replies.push({
      status: 400,
      body: { message: 'Verifique os campos', fieldErrors: { body: ['Conteúdo não permitido'] } },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar rascunho' }));
    await waitFor(() => expect(body.getAttribute('aria-invalid')).toBe('true'));
    const described = (body.getAttribute('aria-describedby') ?? '').split(' ');
    expect(described.map((id) => document.getElementById(id)?.textContent)).toContain(
      'Conteúdo não permitido',
    );
  });

  it('shows the schedule’s refusal on its field', async () => {
    api.replies.push({ status: 200, body: entry });
    renderEditor();
    const publishAt = await screen.findByLabelText('Publicar em');
    fireEvent.change(publishAt, { target: { value: '2020-01-01T10:00' } });
    api.replies.push({
      status: 400,
      body: { message: 'Verifique', fieldErrors: { publishAt: ['Escolha um momento no futuro'] } },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar agendamento' }));
    await waitFor(() => expect(publishAt.getAttribute('aria-invalid')).toBe('true'));
    expect(api.requests.at(-1)).toMatchObject({
      method: 'POST',
      body: { version: 1, publishAt: '2020-01-01T13:00:00.000Z', unpublishAt: null },
    });
    expect(screen.getByText('Escolha um momento no futuro')).toBeDefined();
  });

  it('explains "publish now" beside a scheduled publish (decision 0139)', async () => {
    const [source] = entry.translations;
    api.replies.push({
      status: 200,
      body: {
        ...entry,
        translations: [{ ...source, publishAt: '2026-12-03T17:00:00.000Z' }],
      },
    });
    renderEditor();
    const publishNow = await screen.findByRole('button', { name: 'Publicar agora' });
    const note = document.getElementById(publishNow.getAttribute('aria-describedby') ?? '');
    expect(note?.textContent).toBe(
      'Publicação agendada para 03/12/2026, 14:00 (horário de São Paulo). “Publicar agora” publica já e desfaz esse agendamento; para só desfazê-lo, use “Cancelar agendamento” abaixo.',
    );
    expect(screen.queryByRole('button', { name: 'Publicar' })).toBeNull();
  });

  it('keeps the plain "publish" without a schedule', async () => {
    api.replies.push({ status: 200, body: entry });
    renderEditor();
    const publish = await screen.findByRole('button', { name: 'Publicar' });
    expect(publish.getAttribute('aria-describedby')).toBeNull();
  });
});
