// Stands in for the libraries jsPDF loads only for features we never call (HTML rendering, SVG
// import, sanitising HTML): vite.config.ts aliases them here so they are not built at all
// (decision 0050). Calling one of those features fails loudly instead of half-working.
export default function unavailable(): never {
  throw new Error('This jsPDF feature is not part of the build (decision 0050).');
}
