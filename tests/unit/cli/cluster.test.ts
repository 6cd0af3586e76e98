import { spawnSync } from 'node:child_process';
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../../kit/temp.ts';

// The cluster manifests of deploy/ (docs/cluster.md), checked by scripts/check-shards.sh: their shards
// run here over a small range, merged, summarise as one unsharded run does.

const run = (command: string, args: string[], env: Record<string, string> = {}) => {
  const r = spawnSync(command, args, { encoding: 'utf8', env: { ...process.env, ...env } });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
};

describe('deploy/ shards', () => {
  it('the shards of the manifests, merged, give the summary of a single run', () => {
    // A state budget (and a time budget out of reach) gives the same verdicts in both runs.
    const r = run('bash', [
      'scripts/check-shards.sh',
      '--seeds',
      '1..24',
      '--budget-states',
      '5000',
      '--budget-ms',
      '600000',
    ]);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/merged summary of 16 shards = single run:\ndeals 24: /);
  });

  it('refuses manifests whose shard counts disagree', () => {
    const dir = tempDir('deploy-');
    cpSync('deploy', dir, { recursive: true });
    const job = join(dir, 'kubernetes', 'survey-job.yaml');
    writeFileSync(job, readFileSync(job, 'utf8').replace('completions: 16', 'completions: 15'));
    const r = run('bash', ['scripts/check-shards.sh'], { DEPLOY: dir });
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/survey-job\.yaml completions is 15, but SHARDS is 16/);
  });

  it.each([
    [{ SHARD: '5' }, '5/16 --draw 3'],
    [{ SLURM_ARRAY_TASK_ID: '3', SLURM_CPUS_PER_TASK: '4' }, '3/16 --draw 3 --jobs 4'],
    [{ JOB_COMPLETION_INDEX: '0', JOBS: '2' }, '1/16 --draw 3 --jobs 2'],
    [{ JOB_COMPLETION_INDEX: '15' }, '16/16 --draw 3'],
  ])('survey-shard.sh runs the shard of its index: %j', (env, shard) => {
    const out = tempDir('shard-');
    const r = run('sh', ['deploy/survey-shard.sh'], {
      KLONDIKE: 'echo klondike',
      SEEDS: '1..100',
      SHARDS: '16',
      SURVEY_FLAGS: '--draw 3',
      OUT_DIR: out,
      SHARD: '',
      JOBS: '',
      SLURM_ARRAY_TASK_ID: '',
      SLURM_CPUS_PER_TASK: '',
      JOB_COMPLETION_INDEX: '',
      ...env,
    });
    expect(r.status).toBe(0);
    const k = shard.split('/')[0];
    expect(r.stdout).toBe(
      `klondike survey --seeds 1..100 --shard ${shard} --out ${out}/shard-${k}.jsonl --resume\n`,
    );
  });

  it('survey-shard.sh without a shard number is a usage error', () => {
    const r = run('sh', ['deploy/survey-shard.sh'], {
      SEEDS: '1..2',
      SHARDS: '2',
      OUT_DIR: tmpdir(),
      SHARD: '',
      SLURM_ARRAY_TASK_ID: '',
      JOB_COMPLETION_INDEX: '',
    });
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/set SHARD=K/);
  });

  it('merge.sh names a missing shard file (exit 1)', () => {
    const out = tempDir('merge-');
    writeFileSync(join(out, 'shard-1.jsonl'), '');
    const r = run('sh', ['deploy/merge.sh'], { OUT_DIR: out, SHARDS: '2' });
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/shard-2\.jsonl is missing \(shard 2 of 2\)/);
  });
});
