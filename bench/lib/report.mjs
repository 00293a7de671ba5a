// The result of a run: a table on stdout, bench/results/<timestamp>.json (everything, with per-file
// details) and bench/results/latest.md (the table, for commits). Files are written via *.tmp + rename.
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { RESULTS_DIR } from './config.mjs';

const MARK = { pass: 'PASS', fail: 'FAIL', error: 'ERROR', info: '' };

function rows(lines) {
  return lines.map((line) => [line.section, line.metric, line.shown, line.goal, MARK[line.status] ?? line.status]);
}

export function printTable(lines) {
  const header = ['#', 'Metric', 'Value', 'Goal', 'Result'];
  const body = rows(lines);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((r) => String(r[i]).length)));
  const format = (r) => r.map((cell, i) => String(cell).padEnd(widths[i])).join('  ').trimEnd();
  console.log(format(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  body.forEach((r) => console.log(format(r)));
}

/** ISO 8601 basic format (no colons, so the file name works on every file system). */
export function fileStamp(date) {
  return date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

function writeAtomically(file, text) {
  writeFileSync(`${file}.tmp`, text);
  renameSync(`${file}.tmp`, file);
}

function markdown(result) {
  const escape = (text) => String(text).replace(/\|/g, '\\|');
  const out = [
    '# Bench results (latest run)',
    '',
    `Run ${result.startedAt} on commit ${result.git.commit}${result.git.dirty ? ' (with uncommitted changes)' : ''}, ` +
      `${result.machine.cpus} cores, Node ${result.machine.node}, ${result.durationSeconds} s. ` +
      `Details per file: [${result.file}](./${result.file}). How to read it: [../README.md](../README.md).`,
    '',
    '| # | Metric | Value | Goal | Result |',
    '|---|---|---|---|---|',
    ...rows(result.lines).map((r) => `| ${r.map(escape).join(' | ')} |`),
    '',
    `**${result.summary}**`,
  ];
  if (result.notes.length) out.push('', '## Notes', '', ...result.notes.map((n) => `- ${n}`));
  if (result.errors.length) out.push('', '## Errors', '', ...result.errors.map((e) => `- ${e.split('\n')[0]}`));
  return `${out.join('\n')}\n`;
}

export function writeResults(result) {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const jsonFile = join(RESULTS_DIR, result.file);
  writeAtomically(jsonFile, `${JSON.stringify(result, null, 2)}\n`);
  const mdFile = join(RESULTS_DIR, 'latest.md');
  writeAtomically(mdFile, markdown(result));
  return { jsonFile, mdFile };
}
