/**
 * Names removed or renamed by an upgrade step older than the installed changelogs reach, by migration
 * guide (its file name under docs/x/migration/): name -> the step and what became of it. See
 * formerNames.ts.
 */
export const FORMER_NAMES: Readonly<Record<string, Readonly<Record<string, string>>>> = {};
