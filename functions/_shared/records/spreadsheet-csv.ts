import type { Options } from "csv-stringify/sync";

// CSV for a spreadsheet: CRLF lines, and no cell a spreadsheet would run as a formula. Quoted too:
// a separator of other locales (`;`, TAB) and a lone CR or LF. A spreadsheet of a `;` locale still
// splits a line at each `;`, quotes or not: what follows one inside a cell is escaped as a cell's
// start is, so no piece starts a formula.
export const spreadsheetCsv: Options = {
  escape_formulas: true,
  record_delimiter: "\r\n",
  quoted_match: /[;\t\r\n]/,
  cast: { string: (value) => value.replace(/([;\t\r\n])(?=[=+\-@])/g, "$1'") },
};
