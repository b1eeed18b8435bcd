/**
 * A market file (markets/<id>.json) checked against schemas/meta/market.schema.json (the schema editors
 * use as you type) and the rules across its fields (src/store/market-check.ts): by `npm run lint:schemas`
 * and by the build, so a market the app would refuse at run time never builds. Node only.
 */
import Ajv from 'ajv';
import path from 'node:path';
import { checkMarket } from '../../src/store/market-check.ts';
import type { LintIssue } from '../../src/forms/compile/lint-support.ts';
import { readJsonFile, SourceError } from './sources.ts';

export const MARKET_SCHEMA = 'schemas/meta/market.schema.json';

export function lintMarket(root: string, market: string): LintIssue[] {
  const file = `markets/${market}.json`;
  let data: unknown;
  try {
    data = readJsonFile(root, file);
  } catch (error) {
    if (!(error instanceof SourceError)) throw error;
    const issue: LintIssue = { file, pointer: '', message: error.reason, fix: 'see the message' };
    if (error.at) issue.at = error.at;
    return [issue];
  }
  const ajv = new Ajv({ allErrors: true, strict: false });
  const validate = ajv.compile(readJsonFile(root, MARKET_SCHEMA) as object);
  if (!validate(data)) {
    return (validate.errors ?? []).map((error) => {
      const extra =
        error.keyword === 'additionalProperties'
          ? ` ("${String((error.params as { additionalProperty?: string }).additionalProperty)}")`
          : error.keyword === 'enum'
            ? `: ${(error.params as { allowedValues?: unknown[] }).allowedValues?.join(', ') ?? ''}`
            : '';
      return {
        file,
        pointer: error.instancePath,
        message: `${error.message ?? 'is not valid'}${extra}`,
        fix: `see the description in ${MARKET_SCHEMA} (your editor shows it)`,
      };
    });
  }
  const issues: LintIssue[] = [];
  if ((data as { id?: unknown }).id !== market)
    issues.push({
      file,
      pointer: '/id',
      message: `the id must be the file's name, "${market}"`,
      fix: `write "id": "${market}", or rename the file`,
    });
  // Each payment channel is a wallet the market offers, or a bank with its names.
  const { wallets = [], paymentChannels = [] } = data as {
    wallets?: Array<{ id: string }>;
    paymentChannels?: Array<{ id: string; name?: unknown; bankName?: unknown }>;
  };
  paymentChannels.forEach((channel, index) => {
    const isWallet = wallets.some((wallet) => wallet.id === channel.id);
    if (!isWallet && (channel.name === undefined || channel.bankName === undefined))
      issues.push({
        file,
        pointer: `/paymentChannels/${index}`,
        message: `"${channel.id}" is not a wallet of /wallets, and a bank channel needs "name" and "bankName"`,
        fix: `use a wallet id (${wallets.map((wallet) => wallet.id).join(', ')}), or give the bank its names`,
      });
  });
  try {
    checkMarket(file, data);
  } catch (error) {
    const message = (error as Error).message;
    const [, pointer = '', rest = message] = /^[^:]+: (\/\S*)? ?(.*)$/.exec(message) ?? [];
    issues.push({ file, pointer, message: rest, fix: 'see the message' });
  }
  return issues;
}

/** For the build: throws with every problem of the market being built. */
export function assertMarket(root: string, market: string): void {
  const issues = lintMarket(root, market);
  if (issues.length === 0) return;
  throw new Error(
    `${path.join('markets', `${market}.json`)} has ${issues.length} problem(s):\n${issues
      .map((issue) => `  ${issue.file}#${issue.pointer}: ${issue.message}`)
      .join('\n')}`,
  );
}
