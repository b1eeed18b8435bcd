#!/usr/bin/env node
// Used by .ci/run before `npm ci`. Drops, from package-lock.json, optional dependencies that a package
// declares but that have no entry of their own in the lock, and prints what it dropped.
//
// Why: oxlint declares one native binding per platform as optional dependencies. Those this registry does
// not serve (404) are skipped by `npm install`, which still writes the lock without complaint, but
// `npm ci` then refuses the lock ("Missing: @oxlint/binding-darwin-x64@ from lock file"). A platform
// binding for another OS is never installed here anyway, so removing the dangling declaration changes
// nothing that gets installed; every other lock check of `npm ci` stays strict.
//
// Usage: node scripts/lock-drop-missing-optional.mjs [path/to/package-lock.json]   (exit 0 either way)

import { readFileSync, writeFileSync } from 'node:fs';

const file = process.argv[2] ?? 'package-lock.json';
const lock = JSON.parse(readFileSync(file, 'utf8'));
const packages = lock.packages ?? {};
const keys = Object.keys(packages);

/** Whether `name` has an entry Node's resolution could reach from the package at `from`. */
function hasEntry(from, name) {
  for (let base = from; ;) {
    if (packages[`${base ? `${base}/` : ''}node_modules/${name}`]) return true;
    if (!base) return false;
    const cut = base.lastIndexOf('node_modules/');
    base = cut <= 0 ? '' : base.slice(0, cut - 1);
  }
}

const dropped = [];
for (const key of keys) {
  const optional = packages[key]?.optionalDependencies;
  if (!optional) continue;
  for (const name of Object.keys(optional)) {
    if (!hasEntry(key, name)) {
      delete optional[name];
      dropped.push(`${key || '(root)'} → ${name}`);
    }
  }
}

if (dropped.length === 0) {
  console.log('package-lock.json: every optional dependency has an entry.');
} else {
  writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(
    `package-lock.json: dropped ${dropped.length} optional dependencies the lock has no entry for:`,
  );
  for (const line of dropped) console.log(`  ${line}`);
}
