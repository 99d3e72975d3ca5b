/** A table cell stays readable (and the table stays small) with descriptions cut to this many characters. */
export const CELL_TEXT_LIMIT = 300;
