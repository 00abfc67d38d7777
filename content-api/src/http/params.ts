import { badRequest } from './errors.ts';

type Query = Record<string, unknown>;

function single(query: Query, name: string): string | undefined {
  const value = query[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw badRequest(`bad parameter: ${name} (give it once)`);
  return value;
}

/** A required text parameter such as a slug; its content is never interpreted, only bound. */
export function requiredText(query: Query, name: string): string {
  const value = single(query, name);
  if (value === undefined || value === '') throw badRequest(`missing parameter: ${name}`);
  return value;
}

function parseInteger(name: string, raw: string, min: number): number {
  const value = Number(raw);
  if (!/^-?\d+$/.test(raw) || !Number.isSafeInteger(value) || value < min) {
    throw badRequest(`bad parameter: ${name} (expected an integer${min > 0 ? ` of at least ${min}` : ''})`);
  }
  return value;
}

export function requiredInteger(query: Query, name: string, min = 0): number {
  const raw = single(query, name);
  if (raw === undefined || raw === '') throw badRequest(`missing parameter: ${name}`);
  return parseInteger(name, raw, min);
}

/** An optional integer that falls back only when absent; an empty or malformed value is a 400. */
export function optionalInteger(query: Query, name: string, fallback: number, min = 0): number {
  const raw = single(query, name);
  return raw === undefined ? fallback : parseInteger(name, raw, min);
}
