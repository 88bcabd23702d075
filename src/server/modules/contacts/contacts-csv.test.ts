import { describe, expect, it } from 'vitest';
import type { Lead } from '#shared/schemas/leads.ts';
import {
  UTF8_BOM,
  csvField,
  csvHeader,
  csvRecord,
  leadRecord,
  neutralizeFormula,
  type ExportTexts,
} from './contacts-csv.ts';

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
  ])('%j → %j', (input, expected) => {
    expect(csvField(input)).toBe(expected);
  });

  it('ends each record with CRLF', () => {
    expect(csvRecord(['a', 'b,c', ''])).toBe('a,"b,c",\r\n');
  });
});

const texts: ExportTexts = {
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
  },
  status: { new: 'Novo', contacted: 'Contatado', closed: 'Fechado' },
};

const lead: Lead = {
  id: 7,
  name: '=cmd|"/C calc"!A0',
  company: 'Empresa, "Ltda"',
  email: 'ana@example.com',
  message: '-1\nsegunda linha',
  createdAt: '2026-11-22T02:30:00.000Z',
  status: 'contacted',
  statusChangedAt: '2026-11-22T13:00:05.000Z',
  statusChangedBy: 'Carla',
};

describe('the export file', () => {
  it('starts with the byte-order mark and the column titles', () => {
    expect(csvHeader(texts)).toBe(
      `${UTF8_BOM}ID,Recebido em,Nome,E-mail,Empresa,Mensagem,Status,Alterado em,Alterado por\r\n`,
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
      '\r\n',
    ]);
  });
});
