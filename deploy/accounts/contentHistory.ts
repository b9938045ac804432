import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const git = promisify(execFile);

/** One earlier version of a file: the commit that saved it, who, when, and its message. */
export interface SavedVersion {
  commit: string;
  email: string;
  at: string;
  message: string;
}

/** The content folder is not in a Git work tree, or Git refused: the words name the cause. */
export class HistoryRefused extends Error {}

/** Who commits for the editor's backend; the author is always the signed-in person. */
const COMMITTER = { name: 'Content editor', email: 'editor@localhost' };

/**
 * The content's history in Git (decision 403): each save of the editor is a commit whose author
 * is the person signed in, so `git log` is the history and a restore is a new commit. Saves are
 * committed one at a time (Git's index has one writer).
 */
export class ContentHistory {
  private queue: Promise<unknown> = Promise.resolve();

  private constructor(readonly top: string) {}

  /** The history of the Git work tree holding `folder`; refuses a folder outside any. */
  static async of(folder: string): Promise<ContentHistory> {
    try {
      const { stdout } = await git('git', ['-C', folder, 'rev-parse', '--show-toplevel']);
      return new ContentHistory(stdout.trim());
    } catch (error) {
      throw new HistoryRefused(
        `${folder} is not in a Git repository: the editor's saves are commits (git init it, or set CONTENT_DIR to the repository's content/seed): ${(error as Error).message.trim()}`,
      );
    }
  }

  private run(args: string[], env: NodeJS.ProcessEnv = {}) {
    return git('git', ['-C', this.top, ...args], {
      env: { ...process.env, ...env },
      maxBuffer: 64 * 1024 * 1024,
    });
  }

  private relative(file: string): string {
    const name = path.relative(this.top, file);
    if (name.startsWith('..') || path.isAbsolute(name))
      throw new HistoryRefused(`${file} is outside ${this.top}`);
    return name.split(path.sep).join('/');
  }

  /**
   * Commits the files (written or removed) as the person's save; resolves with the commit, or
   * null when nothing changed (a save of the same text).
   */
  commit(files: string[], email: string, message: string): Promise<string | null> {
    const step = this.queue.then(async () => {
      const names = files.map((file) => this.relative(file));
      await this.run(['add', '-A', '--', ...names]);
      const staged = await this.run(['diff', '--cached', '--name-only', '--', ...names]);
      if (!staged.stdout.trim()) return null;
      await this.run(
        [
          'commit',
          '-q',
          '--no-verify',
          '-m',
          message,
          '--author',
          `${email} <${email}>`,
          '--',
          ...names,
        ],
        {
          GIT_COMMITTER_NAME: COMMITTER.name,
          GIT_COMMITTER_EMAIL: COMMITTER.email,
        },
      );
      return (await this.run(['rev-parse', 'HEAD'])).stdout.trim();
    });
    this.queue = step.catch(() => undefined);
    return step;
  }

  /** The file's saved versions, newest first (renames followed). */
  async versions(file: string, limit = 50): Promise<SavedVersion[]> {
    const { stdout } = await this.run([
      'log',
      `-${limit}`,
      '--follow',
      '--format=%H%x09%ae%x09%aI%x09%s',
      '--',
      this.relative(file),
    ]);
    return stdout
      .split('\n')
      .filter(Boolean)
      .map((line) => {
        const [commit, email, at, ...message] = line.split('\t');
        return { commit: commit!, email: email!, at: at!, message: message.join('\t') };
      });
  }

  /** The file's text as `commit` saved it; refuses a commit that is not one of its versions. */
  async textAt(file: string, commit: string): Promise<Buffer> {
    if (!/^[0-9a-f]{40}$/.test(commit)) throw new HistoryRefused(`"${commit}" is not a commit`);
    const known = await this.versions(file, 1000);
    if (!known.some((version) => version.commit === commit))
      throw new HistoryRefused(`${commit.slice(0, 10)} is not a version of ${this.relative(file)}`);
    const { stdout } = await git(
      'git',
      ['-C', this.top, 'show', `${commit}:${this.relative(file)}`],
      {
        encoding: 'buffer',
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    return stdout as unknown as Buffer;
  }
}
