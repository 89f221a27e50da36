/** Writes `<file>.br` and `<file>.gz` beside each text file under `dir`; answers how many files. */
export function precompressDir(dir: string): number;
