import { chmodSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { keptSecrets, readSecrets } from '../../../scripts/lib/secrets-file.mjs';

const NAMES = ['REVALIDATE_SECRET', 'PREVIEW_SECRET', 'STAFF_SECRET'] as const;
const fileIn = () => path.join(mkdtempSync(path.join(tmpdir(), 'secrets-')), '.data', 'secrets.json');
const mode = (file: string) => statSync(file).mode & 0o777;

describe('the secrets npm start keeps', () => {
  it('generates what is missing once, readable by its owner only, and reuses it on the next start', () => {
    const file = fileIn();
    const first = keptSecrets(file, NAMES, { env: {} });
    expect(first.generated).toEqual([...NAMES]);
    expect(mode(file)).toBe(0o600);
    for (const name of NAMES) expect(first.values[name]).toMatch(/^[0-9a-f]{48}$/);
    const second = keptSecrets(file, NAMES, { env: {} });
    expect(second).toEqual({ values: first.values, generated: [], fromFile: [...NAMES] });
  });

  it('lets the environment win, and never writes its value to the file', () => {
    const file = fileIn();
    const { values } = keptSecrets(file, NAMES, { env: { STAFF_SECRET: 'from-the-environment-0123456789abcdef' } });
    expect(values.STAFF_SECRET).toBe('from-the-environment-0123456789abcdef');
    expect(readFileSync(file, 'utf8')).not.toContain('from-the-environment');
  });

  it('makes new ones with --reset', () => {
    const file = fileIn();
    const before = keptSecrets(file, NAMES, { env: {} }).values;
    const after = keptSecrets(file, NAMES, { env: {}, rotate: true });
    expect(after.generated).toEqual([...NAMES]);
    for (const name of NAMES) expect(after.values[name]).not.toBe(before[name]);
    expect(readSecrets(file)).toEqual(after.values);
  });

  it('takes a file others could read back to its owner, and treats a broken one as empty', () => {
    const file = fileIn();
    keptSecrets(file, NAMES, { env: {} });
    chmodSync(file, 0o644);
    keptSecrets(file, NAMES, { env: {} });
    expect(mode(file)).toBe(0o600);
    writeFileSync(file, '{ not json');
    expect(readSecrets(file)).toEqual({});
    expect(keptSecrets(file, NAMES, { env: {} }).generated).toEqual([...NAMES]);
    expect(mode(file)).toBe(0o600);
  });
});
