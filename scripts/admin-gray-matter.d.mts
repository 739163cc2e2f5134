type Engine = { parse?: (yaml: string) => unknown; stringify?: (data: object, options?: object) => string };
type Options = { engines?: Record<string, Engine>; language?: string; [option: string]: unknown };
declare function matter(
  source: string,
  options?: Options,
): { data: Record<string, unknown>; content: string; matter: string; language: 'yaml'; orig: string };
declare namespace matter {
  function stringify(content: string, data: object, options?: Options): string;
}
export default matter;
