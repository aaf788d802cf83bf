export type Severity = 'error' | 'warning';

/** One problem in one brand file, with where it is and what to do about it. */
export interface Diagnostic {
  /** Brand key (its folder name). */
  brand: string;
  /** The file, relative to the working directory when inside it (brands/<key>/brand.json). */
  file: string;
  /** JSON path in the file (`seo.title.en`, `aliasHosts[1]`); '' for the file as a whole. */
  path: string;
  message: string;
  suggestion?: string;
  severity: Severity;
  line?: number;
  column?: number;
}

export interface ValidationReport {
  valid: boolean;
  /** The brands that were checked. */
  brands: string[];
  errorCount: number;
  warningCount: number;
  diagnostics: Diagnostic[];
}

export function createReport(brands: string[], diagnostics: Diagnostic[]): ValidationReport {
  const errorCount = diagnostics.filter((d) => d.severity === 'error').length;
  return {
    valid: errorCount === 0,
    brands,
    errorCount,
    warningCount: diagnostics.length - errorCount,
    diagnostics,
  };
}
