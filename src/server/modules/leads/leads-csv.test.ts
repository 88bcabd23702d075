import { describe, expect, it } from 'vitest';
import { noDeskFields } from '#shared/test/lead-fixtures.ts';
import { sampleAssessmentRecord } from '#shared/test/tool-result-fixtures.ts';
import type { ExportedLead } from './inbox.queries.ts';
import {
  UTF8_BOM,
  csvDelimiterFor,
  csvField,
  csvHeader,
  csvRecord,
  leadRecord,
  neutralizeFormula,
  type ExportTexts,
} from './leads-csv.ts';

describe('neutralizeFormula (OWASP CSV injection)', () => {
  it.each<[string, string]>([
    ['=1+1', "'=1+1"],
    ['+5511999990000', "'+5511999990000"],
    ['-2', "'-2"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\t=cmd', "'\t=cmd"],
    ['\r=cmd', "'\r=cmd"],
    ['=HYPERLINK("http://evil.example","clique")', '\'=HYPERLINK("http://evil.example","clique")'],
    ['Ana', 'Ana'],
    ['a=b', 'a=b'],
    [' =1', ' =1'],
    ['', ''],
    ["'já citado", "'já citado"],
  ])('%j → %j', (input, expected) => {
    expect(neutralizeFormula(input)).toBe(expected);
  });
});

describe('csvField (RFC 4180)', () => {
  it.each<[string, string]>([
    ['simples', 'simples'],
    ['com, vírgula', '"com, vírgula"'],
    ['diz "olá"', '"diz ""olá"""'],
    ['linha 1\nlinha 2', '"linha 1\nlinha 2"'],
    ['linha 1\r\nlinha 2', '"linha 1\r\nlinha 2"'],
    ['"', '""""'],
    ['', ''],
    ['acentuação ç', 'acentuação ç'],
    // Either separator is quoted, so a cell reads the same whichever the file uses.
    ['R$ 1.500,00; mensal', '"R$ 1.500,00; mensal"'],
    ['a;b', '"a;b"'],
  ])('%j → %j', (input, expected) => {
    expect(csvField(input)).toBe(expected);
  });

  it('ends each record with CRLF, joined by the separator given', () => {
    expect(csvRecord(['a', 'b,c', ''])).toBe('a,"b,c",\r\n');
    expect(csvRecord(['a', 'b,c', 'd;e', ''], ';')).toBe('a;"b,c";"d;e";\r\n');
  });
});

describe('csvDelimiterFor (the list separator a spreadsheet expects, issue 26 §4)', () => {
  it.each<[string, string]>([
    ['pt-BR', ';'],
    ['es', ';'],
    ['en', ','],
    ['en-US', ','],
    ['de-DE', ';'],
  ])('%s → %j', (locale, expected) => {
    expect(csvDelimiterFor(locale)).toBe(expected);
  });
});

const texts: ExportTexts = {
  delimiter: ',',
  columns: {
    id: 'ID',
    createdAt: 'Recebido em',
    name: 'Nome',
    email: 'E-mail',
    company: 'Empresa',
    message: 'Mensagem',
    status: 'Status',
    statusChangedAt: 'Alterado em',
    statusChangedBy: 'Alterado por',
    source: 'Origem',
    pagePath: 'Página',
    pageLanguage: 'Idioma',
    referrerHost: 'Referência',
    utmSource: 'utm_source',
    utmMedium: 'utm_medium',
    utmCampaign: 'utm_campaign',
    utmTerm: 'utm_term',
    utmContent: 'utm_content',
    tool: 'Ferramenta',
    toolFigures: 'Resultado',
    toolInputs: 'Respostas',
    preferredDate: 'Data',
    preferredPeriod: 'Período',
    assignee: 'Responsável',
    notes: 'Notas',
    meetingStart: 'Reunião em',
    meetingConsultant: 'Consultor',
    meetingStatus: 'Status da reunião',
  },
  status: { new: 'Novo', contacted: 'Contatado', closed: 'Fechado' },
  source: (source) => `origem:${source}`,
  period: (period) => `período:${period}`,
  tool: (record) => `ferramenta:${record.tool}`,
  figures: (record) => `=${record.tool} figures`,
  inputs: (record) => `respostas:${record.tool}`,
  note: (note) => `${note.createdAt} ${note.author?.name ?? 'removido'}: ${note.body}`,
  meetingStatus: (status) => `reunião:${status}`,
};

/**
 * The lead desk's columns of a lead stored before it, or sent with the spec's payload alone, and
 * the meeting's three (issue 25 §6), empty without one.
 */
const noDesk = [
  'origem:unknown',
  '',
  '',
  '',
  '',
  '',
  '',
  '',
  '',
  '',
  '',
  '',
  '',
  '',
  '',
  '',
  '',
  '',
  '',
];

const lead: ExportedLead = {
  id: 7,
  name: '=cmd|"/C calc"!A0',
  company: 'Empresa, "Ltda"',
  email: 'ana@example.com',
  message: '-1\nsegunda linha',
  createdAt: '2026-11-22T02:30:00.000Z',
  status: 'contacted',
  statusChangedAt: '2026-11-22T13:00:05.000Z',
  statusChangedBy: 'Carla',
  ...noDeskFields,
  notes: [],
};

describe('the export file', () => {
  it('starts with the byte-order mark and the column titles', () => {
    expect(csvHeader(texts)).toBe(
      `${UTF8_BOM}ID,Recebido em,Nome,E-mail,Empresa,Mensagem,Status,Alterado em,Alterado por,` +
        'Origem,Página,Idioma,Referência,utm_source,utm_medium,utm_campaign,utm_term,utm_content,' +
        'Ferramenta,Resultado,Respostas,Data,Período,Responsável,Notas,' +
        'Reunião em,Consultor,Status da reunião\r\n',
    );
  });

  it('writes a lead with São Paulo times, its status name, neutralised and quoted text', () => {
    expect(leadRecord(lead, texts)).toBe(
      [
        '7',
        '2026-11-21 23:30:00',
        `"'=cmd|""/C calc""!A0"`,
        'ana@example.com',
        '"Empresa, ""Ltda"""',
        `"'-1\nsegunda linha"`,
        'Contatado',
        '2026-11-22 10:00:05',
        'Carla',
        ...noDesk,
      ].join(',') + '\r\n',
    );
  });

  it('leaves missing values empty', () => {
    expect(
      leadRecord(
        { ...lead, company: null, message: null, statusChangedAt: null, statusChangedBy: null },
        texts,
      ).split(','),
    ).toEqual([
      '7',
      '2026-11-21 23:30:00',
      `"'=cmd|""/C calc""!A0"`,
      'ana@example.com',
      '',
      '',
      'Contatado',
      '',
      '',
      ...noDesk.slice(0, -1),
      '\r\n',
    ]);
  });

  it('writes the origin, the tool result, the preferred time and the assignee', () => {
    const cells = leadRecord(
      {
        ...lead,
        name: 'Ana',
        company: 'ACME',
        message: null,
        source: 'assessment',
        origin: {
          path: '/en/dashboard/assessment',
          language: 'en',
          referrerHost: 'www.google.com',
          utm: { source: 'newsletter', medium: 'email', campaign: '=HYPERLINK("x")' },
        },
        toolResult: sampleAssessmentRecord,
        preferredDate: '2026-12-01',
        preferredPeriod: 'afternoon',
        assignee: { id: 'u1', name: 'Carla' },
        assignedAt: '2026-11-22T13:00:05.000Z',
        noteCount: 2,
        notes: [
          {
            id: 1,
            body: 'Ligar na terça',
            createdAt: '2026-11-22T13:00:00.000Z',
            author: { id: 'u1', name: 'Carla' },
          },
          { id: 2, body: '=1+1', createdAt: '2026-11-23T13:00:00.000Z', author: null },
        ],
      },
      texts,
    )
      .replace(/\r\n$/, '')
      .split(',')
      .slice(9);
    expect(cells).toEqual([
      'origem:assessment',
      '/en/dashboard/assessment',
      'en',
      'www.google.com',
      'newsletter',
      'email',
      // A campaign name is text someone typed: neutralised like every free-text cell.
      `"'=HYPERLINK(""x"")"`,
      '',
      '',
      'ferramenta:assessment',
      "'=assessment figures",
      'respostas:assessment',
      '2026-12-01',
      'período:afternoon',
      'Carla',
      // Every note as text, oldest first, one a line (issue 26 §4), in one quoted cell.
      '"2026-11-22T13:00:00.000Z Carla: Ligar na terça\n2026-11-23T13:00:00.000Z removido: =1+1"',
      '',
      '',
      '',
    ]);
  });

  it('writes the meeting: its start on São Paulo time, the consultant and the status (issue 25 §6)', () => {
    const cells = leadRecord(
      {
        ...lead,
        meeting: {
          start: '2026-12-05T13:00:00.000Z',
          consultantName: '=Bruno',
          status: 'no_show',
        },
      },
      texts,
    )
      .replace(/\r\n$/, '')
      .split(',')
      .slice(-3);
    // The consultant's name is free text: neutralised like every other.
    expect(cells).toEqual(['2026-12-05 10:00:00', "'=Bruno", 'reunião:no_show']);
  });

  it("separates fields with the language's separator, quoting cells that hold either", () => {
    const semicolon = { ...texts, delimiter: ';' as const };
    expect(csvHeader(semicolon).startsWith(`${UTF8_BOM}ID;Recebido em;Nome;`)).toBe(true);
    expect(
      leadRecord({ ...lead, company: 'A; B, C' }, semicolon)
        .split(';')
        .slice(0, 5),
    ).toEqual(['7', '2026-11-21 23:30:00', `"'=cmd|""/C calc""!A0"`, 'ana@example.com', '"A']);
  });
});
