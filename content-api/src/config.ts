import path from 'node:path';
import { parseAttributionFields, type AttributionFieldMapping } from '@site/shared/crm-attribution';

/** Tuning of the publish-hook delivery worker; tests shorten the delays. */
export interface OutboxTiming {
  baseDelayMs: number;
  maxDelayMs: number;
  pollMs: number;
  timeoutMs: number;
}

export interface SeedSize {
  blogs: number;
  events: number;
  seed: number;
}

/** Sections `--empty` can seed empty, for the site's empty-state tests. */
export const EMPTY_SECTIONS = [
  'team',
  'testimonials',
  'pricing',
  'openings',
  'technologies',
  'trusted-by',
  'skills',
] as const;
export type EmptySection = (typeof EMPTY_SECTIONS)[number];

export interface Config {
  host: string;
  port: number;
  dbPath: string;
  uploadsDir: string;
  /** Where resized images (`/variants/…`) are kept once encoded. */
  variantsDir: string;
  /** How many images sharp resizes at once. */
  imageConcurrency: number;
  publicUrl: string;
  adminToken: string | null;
  /** Bearer token the site's server sends with quote submissions; unset, submissions are refused. */
  submitToken: string | null;
  siteRevalidateUrl: string;
  revalidateSecret: string | null;
  /** `PREVIEW_SECRET`, shared with the site: signs preview links (packages/shared/src/preview-token.ts). Unset: no preview links. */
  previewSecret: string | null;
  siteUrl: string;
  /** `CRM_ATTRIBUTION_FIELDS`, as the site reads it: the CRM stand-in keeps these fields at the CRM's size. */
  crmAttributionFields: readonly AttributionFieldMapping[];
  reset: boolean;
  seedOnly: boolean;
  seedSize: SeedSize;
  /** Sections seeded with no rows (`--empty`); like the sizes, only used when the database is seeded. */
  empty: readonly EmptySection[];
  /** The ffmpeg binary that renders the seed videos; missing means no videos, not an error. */
  ffmpeg: string;
  logger: boolean;
  /** `LOG_FORMAT`: JSON lines (production, the default) or one readable line per request (`npm start`). */
  logFormat: 'json' | 'pretty';
  outbox: OutboxTiming;
  /** `CONTENT_API_FAULTS=1`: the admin API can make calls answer garbage (`/admin/faults`), for e2e tests only. */
  faults: boolean;
}

export const DEFAULT_SEED_SIZE: SeedSize = { blogs: 36, events: 14, seed: 20251122 };
export const DEFAULT_OUTBOX_TIMING: OutboxTiming = {
  baseDelayMs: 500,
  maxDelayMs: 30_000,
  pollMs: 1_000,
  timeoutMs: 5_000,
};

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

/** Reads env variables and CLI flags; throws ConfigError with a readable message on bad input. */
export function loadConfig(env: Env = process.env, argv: readonly string[] = process.argv.slice(2)): Config {
  const flags = parseFlags(argv);
  const port = parsePort(env.CONTENT_API_PORT ?? '4010');
  const dbPath = path.resolve(nonEmpty(env.CONTENT_DB_PATH) ?? '.data/content.db');
  return {
    host: nonEmpty(env.CONTENT_API_HOST) ?? '127.0.0.1',
    port,
    dbPath,
    uploadsDir: path.resolve(nonEmpty(env.CONTENT_UPLOADS_DIR) ?? path.join(path.dirname(dbPath), 'uploads')),
    variantsDir: path.resolve(nonEmpty(env.CONTENT_VARIANTS_DIR) ?? path.join(path.dirname(dbPath), 'variants')),
    imageConcurrency: parseCount('CONTENT_IMAGE_JOBS', env.CONTENT_IMAGE_JOBS ?? '2', 1),
    publicUrl: parseUrl(
      'CONTENT_API_PUBLIC_URL',
      nonEmpty(env.CONTENT_API_PUBLIC_URL) ?? `http://127.0.0.1:${port}`,
    ).replace(/\/+$/, ''),
    adminToken: nonEmpty(env.CONTENT_ADMIN_TOKEN),
    submitToken: nonEmpty(env.CONTENT_API_SUBMIT_TOKEN),
    siteRevalidateUrl: parseUrl(
      'SITE_REVALIDATE_URL',
      nonEmpty(env.SITE_REVALIDATE_URL) ?? 'http://127.0.0.1:3000/api/revalidate',
    ),
    revalidateSecret: nonEmpty(env.REVALIDATE_SECRET),
    previewSecret: parseSecret('PREVIEW_SECRET', env.PREVIEW_SECRET),
    siteUrl: parseUrl('SITE_URL', nonEmpty(env.SITE_URL) ?? 'http://localhost:3000').replace(/\/+$/, ''),
    crmAttributionFields: parseCrmAttributionFields(env.CRM_ATTRIBUTION_FIELDS),
    reset: flags.reset,
    seedOnly: flags.seedOnly,
    seedSize: flags.seedSize,
    empty: flags.empty,
    ffmpeg: nonEmpty(env.CONTENT_FFMPEG) ?? 'ffmpeg',
    logger: true,
    logFormat: parseLogFormat(env.LOG_FORMAT),
    outbox: { ...DEFAULT_OUTBOX_TIMING },
    faults: env.CONTENT_API_FAULTS === '1',
  };
}

function parseCrmAttributionFields(value: string | undefined): readonly AttributionFieldMapping[] {
  const parsed = parseAttributionFields(value);
  if (parsed.ok) return parsed.fields;
  throw new ConfigError(`CRM_ATTRIBUTION_FIELDS: ${parsed.problems.join('; ')}`);
}

function parseLogFormat(value: string | undefined): Config['logFormat'] {
  const format = nonEmpty(value) ?? 'json';
  if (format === 'json' || format === 'pretty') return format;
  throw new ConfigError(`LOG_FORMAT must be json or pretty, got ${JSON.stringify(value)}`);
}

interface Flags {
  reset: boolean;
  seedOnly: boolean;
  seedSize: SeedSize;
  empty: EmptySection[];
}

const KNOWN_FLAGS = '--reset, --blogs N, --events N, --seed N, --empty LIST, --seed-only';

function parseFlags(argv: readonly string[]): Flags {
  const flags: Flags = { reset: false, seedOnly: false, seedSize: { ...DEFAULT_SEED_SIZE }, empty: [] };
  const args = argv.filter((arg) => arg !== '--');
  for (let i = 0; i < args.length; i++) {
    const [name, inline] = splitFlag(args[i] ?? '');
    if (name === '--reset') flags.reset = true;
    else if (name === '--seed-only') flags.seedOnly = true;
    else if (name === '--blogs' || name === '--events' || name === '--seed') {
      const raw = inline ?? args[++i];
      const key = name.slice(2) as keyof SeedSize;
      flags.seedSize[key] = parseCount(name, raw, key === 'seed' ? 0 : 1);
    } else if (name === '--empty') flags.empty = parseSections(inline ?? args[++i]);
    else throw new ConfigError(`unknown flag: ${name} (known: ${KNOWN_FLAGS})`);
  }
  return flags;
}

function splitFlag(arg: string): [string, string | undefined] {
  const eq = arg.indexOf('=');
  return eq === -1 ? [arg, undefined] : [arg.slice(0, eq), arg.slice(eq + 1)];
}

function parseCount(name: string, raw: string | undefined, min: number): number {
  const value = Number(raw);
  if (raw === undefined || !/^\d+$/.test(raw) || !Number.isSafeInteger(value) || value < min || value > 1_000_000) {
    throw new ConfigError(`${name} needs an integer between ${min} and 1000000, got ${raw ?? 'nothing'}`);
  }
  return value;
}

function parseSections(raw: string | undefined): EmptySection[] {
  const names = (raw ?? '').split(',').map((name) => name.trim());
  const unknown = names.filter((name) => !(EMPTY_SECTIONS as readonly string[]).includes(name));
  if (raw === undefined || unknown.length > 0) {
    const got = raw === undefined ? 'nothing' : unknown.map((name) => JSON.stringify(name)).join(', ');
    throw new ConfigError(`--empty needs a comma-separated list of ${EMPTY_SECTIONS.join(', ')}; got ${got}`);
  }
  return [...new Set(names as EmptySection[])];
}

function parsePort(raw: string): number {
  const port = Number(raw);
  if (!/^\d+$/.test(raw) || port > 65535) throw new ConfigError(`CONTENT_API_PORT must be a port number, got ${raw}`);
  return port;
}

function parseUrl(name: string, raw: string): string {
  try {
    const url = new URL(raw);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('not http');
    return raw;
  } catch {
    throw new ConfigError(`${name} must be an absolute http(s) URL, got ${raw}`);
  }
}

/** The site refuses secrets under 32 characters; so does the content API, rather than sign links the site refuses. */
function parseSecret(name: string, raw: string | undefined): string | null {
  const secret = nonEmpty(raw);
  if (secret !== null && secret.length < 32) throw new ConfigError(`${name} must be at least 32 characters`);
  return secret;
}

function nonEmpty(value: string | undefined): string | null {
  return value === undefined || value.trim() === '' ? null : value.trim();
}
