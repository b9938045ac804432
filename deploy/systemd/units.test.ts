import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  builtEntry,
  HOSTING_DIST,
  HOSTING_ENTRIES,
  sourceEntry,
  type HostingEntry,
} from '../entries/hostingEntries';

/** The project's Node on a server (docs/deploying.md): the version of .nvmrc, from the npm registry. */
const PROJECT_NODE = '/opt/outlet-site/node/bin/node';
const APP_DIR = '/opt/outlet-site/app';
const STATE_DIR = '/var/lib/outlet-site';
const ENVIRONMENT_FILE = '/etc/outlet-site/outlet-site.env';

const UNITS_DIR = __dirname;
const unitFiles = readdirSync(UNITS_DIR).filter((file) => /\.(service|timer|target)$/.test(file));

/** A unit file's settings by section, each key with every value it is given. */
function readUnit(file: string): Record<string, Record<string, string[]>> {
  const sections: Record<string, Record<string, string[]>> = {};
  let section: Record<string, string[]> = {};
  for (const line of readFileSync(path.join(UNITS_DIR, file), 'utf8').split('\n')) {
    const header = /^\[(\w+)\]$/.exec(line);
    if (header) sections[header[1]!] = section = {};
    const setting = /^(\w+)=(.*)$/.exec(line);
    if (setting) (section[setting[1]!] ??= []).push(setting[2]!);
  }
  return sections;
}

const services = unitFiles.filter((file) => file.endsWith('.service'));
const commandsOf = (file: string) => {
  const service = readUnit(file).Service ?? {};
  return ['ExecStartPre', 'ExecStart', 'ExecReload'].flatMap((key) => service[key] ?? []);
};

describe('the systemd units (deploy/systemd)', () => {
  it('are one per long-running part, each pulled in by the target of its machine', () => {
    const wantedBy = (target: string) => readUnit(target).Unit!.Wants!.join(' ').split(/\s+/);
    const site = wantedBy('outlet-site.target');
    const origin = wantedBy('outlet-site-origin.target');
    expect([...new Set([...site, ...origin])].sort()).toEqual(
      unitFiles
        .filter((file) => !file.endsWith('.target') && file !== 'outlet-site-rerender.service')
        .sort(),
    );
    expect(site).toEqual(
      expect.arrayContaining([
        'outlet-site-nginx.service',
        'outlet-site-events.service',
        'outlet-site-forms.service',
        'outlet-site-release.service',
        'outlet-site-rerender.timer',
      ]),
    );
    // An origin node serves shoppers and follows the release service, which runs elsewhere.
    expect([...origin].sort()).toEqual([
      'outlet-site-events.service',
      'outlet-site-follower.service',
      'outlet-site-forms.service',
      'outlet-site-nginx.service',
    ]);
    expect(readUnit('outlet-site-follower.service').Unit!.Conflicts).toEqual([
      'outlet-site-release.service',
    ]);
  });

  it.each(services)("%s runs the project's Node, never the machine's, npm or tsx", (file) => {
    for (const command of commandsOf(file)) {
      expect(command).not.toMatch(/\/usr\/bin\/node|\bnpm\b|\bnpx\b|\btsx\b/);
      const [program] = command.split(' ');
      if (program!.endsWith('/node')) expect(program).toBe(PROJECT_NODE);
      else expect(program).toBe('/usr/sbin/nginx');
    }
  });

  it.each(services)('%s starts a built entry point of the hosting', (file) => {
    const scripts = commandsOf(file)
      .filter((command) => command.startsWith(PROJECT_NODE))
      .map((command) => /\bdeploy\/dist\/(\w+)\.js\b/.exec(command)?.[1]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const name of scripts) {
      expect(name).toBeDefined();
      expect(Object.keys(HOSTING_ENTRIES)).toContain(name);
      expect(existsSync(sourceEntry(name as HostingEntry))).toBe(true);
      if (existsSync(HOSTING_DIST)) expect(existsSync(builtEntry(name as HostingEntry))).toBe(true);
    }
  });

  it.each(services)('%s runs unprivileged, hardened, and comes back after a failure', (file) => {
    const service = readUnit(file).Service!;
    expect(service.User).toEqual(['outlet']);
    expect(service.WorkingDirectory).toEqual([APP_DIR]);
    expect(service.EnvironmentFile).toContain(ENVIRONMENT_FILE);
    expect(service.NoNewPrivileges).toEqual(['yes']);
    expect(service.ProtectSystem).toEqual(['strict']);
    expect(service.ReadWritePaths).toEqual([STATE_DIR]);
    expect(service.PrivateTmp).toEqual(['yes']);
    expect(service.ProtectHome).toEqual(['yes']);
    if (service.Type?.[0] !== 'oneshot') expect(service.Restart).toEqual(['on-failure']);
  });

  it('pass systemd-analyze verify', () => {
    const found = spawnSync('systemd-analyze', ['--version'], { encoding: 'utf8' });
    expect(found.error ? 'systemd-analyze is missing (apt-get install systemd)' : '').toBe('');
    // A root of its own: the units' programs are there (verify checks they are executable) and
    // the system's units they name (network.target…).
    const root = mkdtempSync(path.join(tmpdir(), 'outlet-units-'));
    try {
      for (const program of [PROJECT_NODE, '/usr/sbin/nginx']) {
        mkdirSync(path.dirname(path.join(root, program)), { recursive: true });
        writeFileSync(path.join(root, program), '#!/bin/sh\n');
        chmodSync(path.join(root, program), 0o755);
      }
      const systemUnits = ['/usr/lib/systemd/system', '/lib/systemd/system'].find(existsSync)!;
      cpSync(systemUnits, path.join(root, 'usr/lib/systemd/system'), { recursive: true });
      const installed = path.join(root, 'etc/systemd/system');
      cpSync(UNITS_DIR, installed, { recursive: true, filter: (file) => !file.endsWith('.ts') });
      const result = spawnSync(
        'systemd-analyze',
        [
          'verify',
          `--root=${root}`,
          '--man=no',
          ...unitFiles.map((file) => path.join(installed, file)),
        ],
        { encoding: 'utf8' },
      );
      expect(`${result.stdout}${result.stderr}`.trim()).toBe('');
      expect(result.status).toBe(0);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
