import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { boardsLeftOutOfDemo, isUncommittedBrand } from './preview-boards.js';

const brand = (key: string, categoryIds: number[]) => ({
  key,
  dir: `/brands/${key}`,
  manifest: { categoryIds },
});

describe('boardsLeftOutOfDemo', () => {
  it('leaves out only the new boards of every trade', () => {
    const isNew = (dir: string) => dir.endsWith('/fresh') || dir.endsWith('/fresh-trade');
    expect(
      boardsLeftOutOfDemo(
        [brand('general', []), brand('fresh', []), brand('fresh-trade', [8]), brand('trade', [3])],
        isNew,
      ),
    ).toEqual(['fresh']);
  });
});

describe('isUncommittedBrand', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'preview-boards-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const git = (...args: string[]) =>
    spawnSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.test', ...args], {
      cwd: root,
    });

  it('knows a committed brand from one git does not track', () => {
    for (const key of ['live', 'made']) {
      mkdirSync(path.join(root, 'brands', key), { recursive: true });
      writeFileSync(path.join(root, 'brands', key, 'brand.json'), '{}');
    }
    git('init', '-q');
    git('add', 'brands/live/brand.json');
    git('commit', '-q', '-m', 'live');
    expect(isUncommittedBrand(path.join(root, 'brands', 'live'))).toBe(false);
    expect(isUncommittedBrand(path.join(root, 'brands', 'made'))).toBe(true);
  });

  it('calls nothing new outside a git work tree', () => {
    const outside = mkdtempSync(path.join(os.tmpdir(), 'preview-boards-outside-'));
    try {
      writeFileSync(path.join(outside, 'brand.json'), '{}');
      expect(isUncommittedBrand(outside)).toBe(false);
    } finally {
      rmSync(outside, { recursive: true, force: true });
    }
  });
});
