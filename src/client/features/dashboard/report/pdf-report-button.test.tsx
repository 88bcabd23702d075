import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '#client/test/render.tsx';
import { PdfReportButton } from './pdf-report-button.tsx';
import type { ReportContext, ReportDocument } from './report-document.ts';

// The PDF itself is made and read back in pdf-renderer.test.ts and the journeys; here, the step
// before it: who the report is for, what is remembered, what happens on failure.
const downloadPdfReport = vi.hoisted(() => vi.fn());
vi.mock('./download-pdf.ts', () => ({ downloadPdfReport }));
const toast = vi.hoisted(() => vi.fn());
vi.mock('#client/lib/toast.ts', () => ({ toast }));
vi.mock('#client/lib/locale.tsx', () => ({
  useLocale: () => ({ locale: 'pt-BR', changeLanguage: vi.fn() }),
}));

const report = { title: 'Relatório' } as ReportDocument;
let contexts: ReportContext[] = [];
const build = (context: ReportContext) => {
  contexts.push(context);
  return report;
};

function renderButton() {
  return renderWithI18n(
    <PdfReportButton userId="u1" fullName=" Ana Souza " report="assessment" build={build} />,
  );
}

const open = () => fireEvent.click(screen.getByRole('button', { name: 'Baixar PDF' }));
const name = () => screen.getByLabelText('Nome no relatório') as HTMLInputElement;
const company = () => screen.getByLabelText('Empresa (opcional)') as HTMLInputElement;
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Gerar PDF' }));

beforeEach(() => {
  localStorage.clear();
  contexts = [];
  downloadPdfReport.mockReset();
  toast.mockReset();
});
afterEach(cleanup);

describe('PdfReportButton', () => {
  it("starts from the account's name, makes the PDF for the person and company given, and remembers them", async () => {
    downloadPdfReport.mockResolvedValue(undefined);
    renderButton();
    open();
    expect(name().value).toBe('Ana Souza');
    expect(company().value).toBe('');
    fireEvent.change(company(), { target: { value: '  Açaí & Cia.  ' } });
    submit();
    await waitFor(() => expect(downloadPdfReport).toHaveBeenCalledTimes(1));
    const [document, fileName] = downloadPdfReport.mock.calls[0] ?? [];
    expect(document).toBe(report);
    expect(fileName).toMatch(/^avaliacao_maturidade_ia_\d{4}-\d{2}-\d{2}\.pdf$/);
    expect(contexts[0]?.person).toEqual({ name: 'Ana Souza', company: 'Açaí & Cia.' });
    expect(contexts[0]?.locale).toBe('pt-BR');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(toast).toHaveBeenCalledWith({
      title: 'Relatório baixado',
      description: 'O PDF foi salvo nos seus downloads.',
    });
    expect(JSON.parse(localStorage.getItem('nexus:report-profile:u1') ?? '{}')).toEqual({
      name: 'Ana Souza',
      company: 'Açaí & Cia.',
    });

    // The next report starts from what was remembered.
    open();
    expect(company().value).toBe('Açaí & Cia.');
  });

  it.each([
    ['an empty name', '   ', '', 'Campo obrigatório'],
    ['a name too long', 'A'.repeat(121), '', 'Texto longo demais'],
    ['a company too long', 'Ana', 'B'.repeat(121), 'Texto longo demais'],
  ])('refuses %s', async (_, nameValue, companyValue, message) => {
    renderButton();
    open();
    // maxLength stops typing; a pasted or scripted value is still checked by the schema.
    name().removeAttribute('maxlength');
    company().removeAttribute('maxlength');
    fireEvent.change(name(), { target: { value: nameValue } });
    fireEvent.change(company(), { target: { value: companyValue } });
    submit();
    expect(await screen.findByText(message)).toBeTruthy();
    expect(downloadPdfReport).not.toHaveBeenCalled();
  });

  it('keeps the dialog open and says so when the PDF cannot be made', async () => {
    downloadPdfReport.mockRejectedValue(new Error('chunk failed'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderButton();
    open();
    submit();
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({
          title: 'Não foi possível gerar o PDF',
          variant: 'destructive',
        }),
      ),
    );
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Gerar PDF' })).toHaveProperty('disabled', false);
    warn.mockRestore();
  });
});
