/**
 * V8 explicit compile hints for the JavaScript every page runs at startup.
 *
 * Turbopack wraps each module in a function that V8 compiles lazily, on the main thread, the first time the module
 * is instantiated, which for the framework chunks all falls inside hydration. The file-level magic comment
 * `//# allFunctionsCalledOnLoad` (Chrome 136+) tells V8 to compile every function of the file eagerly while the
 * script streams in, on a background thread. Browsers without the feature read a comment. Only the chunks in a page's startup list (startup-scripts.ts) get it:
 * chunks loaded later (dialogs, Swiper, the hero tool) stay lazy, since most of their functions never run.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The script with the compile hint as its first line (unchanged when it already has it). */
export function withCompileHint(js: string): string {
  return js.startsWith(COMPILE_HINT) ? js : COMPILE_HINT + js;
}
