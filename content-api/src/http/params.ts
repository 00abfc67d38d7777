import { z } from 'zod';
import { HttpError, badRequest } from './errors.ts';

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

const LIST_MAX = 1_000;

/** The `limit` of an admin list: 100 unless given, at most 1,000. */
export function listLimit(query: Query): number {
  const limit = optionalInteger(query, 'limit', 100, 1);
  if (limit > LIST_MAX) throw badRequest(`bad parameter: limit (at most ${LIST_MAX})`);
  return limit;
}

/** `limit` as a strict query schema takes it, bounded before listLimit reads it. */
export const limitParam = z.string({ error: 'give it once' }).max(12).optional();

/** A row id from a path (`/admin/redirects/7`), or a 404 naming the `noun`: nothing else can name a row. */
export function rowId(raw: string, noun: string): number {
  if (raw.length > 12 || !/^[1-9]\d*$/.test(raw)) throw new HttpError(404, `no ${noun} ${raw.slice(0, 12)}`);
  return Number(raw);
}
