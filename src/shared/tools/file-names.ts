// Names of the files the dashboard tools produce in the browser (spec 02 §2, §7).

/** Template title in lower case, whitespace runs to underscores, `.txt` (spec 02 §2). */
export function templateFileName(title: string): string {
  return `${title.trim().toLowerCase().replace(/\s+/g, '_')}.txt`;
}

/**
 * yyyy-mm-dd of the user's own calendar day (local time): a report made at 22:00 in São Paulo is
 * dated that day, not the next UTC day.
 */
export function localIsoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Fixed file-name prefixes: the same in every language, as spec 02 §7 names them. */
export const reportPrefixes = {
  automation: 'relatorio_automacao_processos',
  roi: 'roi_calculator_ai',
  // The spec only says "includes the date"; named like its siblings.
  assessment: 'avaliacao_maturidade_ia',
} as const;

/** The spec's `.txt` name; the PDF beside it (issue 16) has the same name with `.pdf`. */
export function reportFileName(
  report: keyof typeof reportPrefixes,
  date: Date,
  extension: 'txt' | 'pdf' = 'txt',
): string {
  return `${reportPrefixes[report]}_${localIsoDate(date)}.${extension}`;
}
