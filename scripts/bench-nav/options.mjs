/** The benchmark's settings: the environment's options (main.mjs lists them) and the shaped network's profile. */
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../..');
export const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 5));
export const HOLD_MS = Number(process.env.BENCH_HOLD_MS ?? 80);
export const ONLY = process.env.BENCH_HOPS?.split(',').filter(Boolean);
export const UPSTREAM_PORT = Number(process.env.BENCH_PORT ?? process.env.E2E_PORT ?? 4187);
export const PORT = UPSTREAM_PORT + 4000;
export const RTT_MS = 150;
export const DOWN_BPS = 1.6e6;
export const CPU_SLOWDOWN = Number(process.env.BENCH_CPU ?? 4);
export const PAUSE_MS = 4000;
/**
 * The goal of a hop to one of the page's marked likeliest next pages (`data-likely-next`, prerendered once the page is
 * idle): its median within this factor of its limit's. Other hops are reported, with no goal.
 */
export const GOAL = { ofLimit: 1.2 };
export const base = `http://127.0.0.1:${PORT}`;
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
