export const STARTUP_LIST_ID: string;
export const BOOT_SCRIPT: string;
export const REPLAY_SELECTOR: string;
export function deferStartup(html: string): string;
export function startupScripts(html: string): string[];
