// The registry mirror lacks some other-platform binaries, so `npm install` leaves them out of
// package-lock.json and `npm ci` then refuses the lock. This records each missing optional
// binary as a platform-restricted stub, which npm ci skips on Linux without fetching it.
import { readFileSync, writeFileSync } from 'node:fs';

const LOCK = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(LOCK, 'utf8'));
const packages = lock.packages;

const OS = ['darwin', 'win32', 'linux', 'android', 'freebsd', 'openharmony', 'sunos', 'aix'];
const CPU = ['arm64', 'x64', 'ia32', 'arm', 'loong64', 'ppc64', 's390x', 'riscv64', 'wasm32'];

function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = OS.find((o) => parts.includes(o));
  const cpu = CPU.find((c) => parts.includes(c));
  return os && cpu ? { os, cpu } : null;
}

let added = 0;
for (const [path, entry] of Object.entries(packages)) {
  for (const [dep, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const here = `${path ? `${path}/` : ''}node_modules/${dep}`;
    if (packages[here] || packages[`node_modules/${dep}`]) continue;
    const platform = platformOf(dep);
    if (!platform || (platform.os === 'linux' && platform.cpu === 'x64')) continue;
    packages[`node_modules/${dep}`] = {
      version,
      ...(entry.dev ? { dev: true } : {}),
      optional: true,
      os: [platform.os],
      cpu: [platform.cpu],
    };
    added += 1;
  }
}

writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`lockfile: added ${added} platform stub(s)`);
