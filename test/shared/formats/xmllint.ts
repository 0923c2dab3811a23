// Validates XML against an XSD with libxml2's xmllint (Debian libxml2-utils, installed by
// .ci/run). A missing xmllint fails the test that needs it, saying what to install: the schema
// check must never pass by not running.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const RTZ_12_XSD = join(import.meta.dirname, '../../fixtures/formats/rtz-schema/RTZ_Schema_version_1_2.xsd');

function requireXmllint(): void {
  try {
    execFileSync('xmllint', ['--version'], { stdio: 'pipe' });
  } catch (e) {
    throw new Error(
      `xmllint is needed to check RTZ files against the IEC 61174 schema but could not be run (${e instanceof Error ? e.message : String(e)}). Install it: apt-get install libxml2-utils (.ci/run does).`,
      { cause: e },
    );
  }
}

/** xmllint's verdict on each text: '' when valid, else its messages. */
export function validateAll(texts: readonly string[], xsd: string): string[] {
  requireXmllint();
  const dir = mkdtempSync(join(tmpdir(), 'passage-xsd-'));
  try {
    return texts.map((text, i) => {
      const file = join(dir, `${i}.xml`);
      writeFileSync(file, text);
      const r = spawnSync('xmllint', ['--noout', '--nonet', '--schema', xsd, file], { encoding: 'utf8' });
      return r.status === 0 ? '' : `${r.stderr}`.trim() || `xmllint exited ${r.status}`;
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
