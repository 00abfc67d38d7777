// @vitest-environment node
// A console screen is one definition: the navigation shows it to exactly its roles, its page guard admits exactly
// them, and every page, route and server action of the screen checks that same definition, never a list of its own.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { globSync } from 'tinyglobby';
import { navFor } from '@/lib/staff/nav';
import { FORBIDDEN_PATH } from '@/lib/staff/paths';
import { STAFF_ROLES, type StaffRole } from '@/lib/staff/roles';
import { mayUse, SCREENS, type StaffScreen } from '@/lib/staff/screens';
import { requireScreen } from '@/lib/staff/session';
import { formOf } from '../support/form-data';
import { redirectOf } from '../support/redirect-of';
import { browserCookie } from '../support/request-headers';
import { SESSION } from './console-store';

vi.mock('next/headers', () => import('../support/request-headers'));
// A session that is always valid, for a person of whatever role the test names.
const person = { id: 'p1', name: 'Pat', email: 'pat@example.com', role: 'editor' as StaffRole };
vi.mock('@/lib/staff/records', () => ({
  staff: async () => ({
    sessions: { check: async () => ({ personId: person.id }), end: async () => undefined },
    people: { get: async () => person },
  }),
}));
// Every role check goes through roleAllows: the spy records which list it was given and, while `stopAtGuard` is
// set, stops the page or action right there, before it reads anything.
const guard = vi.hoisted(() => ({ stopAtGuard: false, seen: [] as unknown[] }));
vi.mock('@/lib/staff/roles', async (original) => {
  const real = await original<typeof import('@/lib/staff/roles')>();
  return {
    ...real,
    roleAllows: (role: StaffRole, allowed: readonly StaffRole[]) => {
      guard.seen.push(allowed);
      if (guard.stopAtGuard) throw new Error('stopped at the guard');
      return real.roleAllows(role, allowed);
    },
  };
});

const root = path.resolve(__dirname, '../../..');
const screens = Object.entries(SCREENS) as [string, StaffScreen][];
const signInAs = (role: StaffRole) => {
  person.role = role;
  browserCookie(SESSION, 'a-session');
};

describe('the screens registry', () => {
  it.each(screens)('%s: admins may open it, and it names only real roles', (_name, screen) => {
    expect(screen.roles).toContain('admin');
    for (const role of screen.roles) expect(STAFF_ROLES).toContain(role);
    expect(screen.path === '/staff' || screen.path.startsWith('/staff/')).toBe(true);
  });

  it.each(STAFF_ROLES)('the navigation shows %s exactly the screens its role may open, in order', (role) => {
    const expected = screens.filter(([, screen]) => screen.nav && screen.roles.includes(role));
    expect(navFor(role).map(({ label, href }) => ({ label, href }))).toEqual(
      expected.map(([, screen]) => ({ label: screen.nav, href: screen.path })),
    );
    for (const entry of navFor(role)) expect(screens.some(([, screen]) => screen.roles === entry.roles)).toBe(true);
  });

  describe.each(screens)('%s: the guard', (_name, screen) => {
    beforeEach(() => void (guard.stopAtGuard = false));
    it.each(STAFF_ROLES)('admits %s exactly when the definition lists it', async (role) => {
      signInAs(role);
      const where = await redirectOf(requireScreen(screen));
      expect(where).toBe(screen.roles.includes(role) ? '' : FORBIDDEN_PATH);
      expect(mayUse(role, screen)).toBe(screen.roles.includes(role));
    });
  });
});

/** The screen a route belongs to: the one whose path is the longest prefix of the route's address. */
function screenOfRoute(file: string): StaffScreen {
  const address = `/${path
    .dirname(file)
    .replace(/\([^)]+\)\//g, '')
    .replace(/^app\//, '')}`.replace(/\/\.$/, '');
  const owners = screens
    .map(([, screen]) => screen)
    .filter((screen) => address === screen.path || address.startsWith(`${screen.path}/`));
  return owners.sort((a, b) => b.path.length - a.path.length)[0]!;
}

/** The screen a server action module belongs to: the folder (or file) under lib/staff/ named after it. */
const screenOfModule = (file: string): StaffScreen | undefined =>
  file
    .replace(/^lib\/staff\//, '')
    .replace(/\.ts$/, '')
    .split('/')
    .map((part) => SCREENS[part as keyof typeof SCREENS])
    .find(Boolean);

/** Runs `call` signed in as an admin, stopped at its first role check: the list that check was given. */
async function rolesChecked(call: () => unknown): Promise<unknown> {
  signInAs('admin');
  guard.seen = [];
  guard.stopAtGuard = true;
  try {
    await expect(Promise.resolve().then(call)).rejects.toThrow('stopped at the guard');
  } finally {
    guard.stopAtGuard = false;
  }
  return guard.seen[0];
}

const consoleRoutes = globSync('app/staff/\\(console\\)/**/{page.tsx,layout.tsx,route.ts}', {
  cwd: root,
  expandDirectories: false,
});
const serverModules = globSync(['lib/staff/**/*.ts', 'app/staff/**/*.ts'], { cwd: root }).filter((file) =>
  /^\s*'use server'/.test(readFileSync(path.join(root, file), 'utf8')),
);
// A page module and all it imports are transformed on first import: seconds on a busy machine.
const IMPORT_BUDGET_MS = 30_000;
// The actions of the signed-out pages (sign-in, joining) and sign-out, which any session may use.
const SIGNED_OUT = ['sign-in', 'join', 'sign-out'];

describe('every page, route and action checks its own screen’s definition', () => {
  it('finds the console’s pages and actions', () => {
    expect(consoleRoutes.length).toBeGreaterThan(12);
    expect(serverModules.length).toBeGreaterThan(5);
  });

  it.each(consoleRoutes)(
    '%s',
    async (file) => {
      const route = await import(/* @vite-ignore */ path.join(root, file));
      const call = file.endsWith('route.ts')
        ? () => route.GET(new Request(`http://localhost${screenOfRoute(file).path}`))
        : () => route.default({ children: null, params: Promise.resolve({}), searchParams: Promise.resolve({}) });
      expect(await rolesChecked(call)).toBe(screenOfRoute(file).roles);
    },
    IMPORT_BUDGET_MS,
  );

  it.each(serverModules)(
    '%s',
    async (file) => {
      const screen = file.startsWith('app/') ? screenOfRoute(file) : screenOfModule(file);
      if (!screen) return expect(SIGNED_OUT).toContain(path.basename(file, '.ts'));
      const actions = Object.values(await import(/* @vite-ignore */ path.join(root, file))).filter(
        (value) => typeof value === 'function',
      ) as ((...args: unknown[]) => unknown)[];
      expect(actions.length).toBeGreaterThan(0);
      for (const action of actions) expect(await rolesChecked(() => action(formOf({}), formOf({})))).toBe(screen.roles);
    },
    IMPORT_BUDGET_MS,
  );

  it('refreshing everything checks the Pages screen’s own power for it', async () => {
    const { refresh } = await import('@/app/staff/(console)/pages/actions');
    const everything = formOf({ target: 'all', confirmed: 'yes' });
    expect(await rolesChecked(() => refresh(undefined as never, everything))).toBe(SCREENS.pages.everything.roles);
  });
});

describe('no role list is written outside the screens’ definitions', () => {
  const sources = globSync(['{app,components,lib,scripts,next-glue}/**/*.{ts,tsx,mjs}'], { cwd: root }).filter(
    (file) => !file.startsWith('lib/staff/screens/') && file !== 'lib/staff/roles.ts',
  );
  it.each(sources.map((file) => [file, readFileSync(path.join(root, file), 'utf8')]))('%s', (_file, source) => {
    expect(source).not.toMatch(/\[\s*(?:['"](?:admin|editor|sales)['"]\s*,?\s*)+\]/);
    expect(source).not.toMatch(/\brequireStaff\b/);
    for (const [, argument] of source.matchAll(/await requireScreen\(([^)]*)\)/g))
      expect(argument).toMatch(/^(?:.+ \? )?SCREENS\.[\w.]+(?: : SCREENS\.[\w.]+)?$|^SIGNED_IN$/);
  });
});
