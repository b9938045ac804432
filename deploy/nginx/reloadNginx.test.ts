import { spawn } from 'node:child_process';
import { childProcesses } from './reloadNginx';

describe('childProcesses', () => {
  it('lists a process this one started, and not once it has ended', async () => {
    const child = spawn('sleep', ['30']);
    expect(childProcesses(process.pid)).toContain(child.pid);
    const ended = new Promise((resolve) => child.on('exit', resolve));
    child.kill();
    await ended;
    expect(childProcesses(process.pid)).not.toContain(child.pid);
  });
});
