/**
 * The pay rule editor's form: checked by the domain's own schema (`createPayRuleRequest`), and a
 * preview worked out by THE pay arithmetic (`payForJob`) the settlements use.
 */
import {
  centsToMoney,
  createPayRuleRequest,
  payForJob,
  STOPS_PER_JOB,
  toCents,
  type PayPart,
  type PayRates,
  type PayRuleResponse,
} from '@domain/driver-pay-rules';
import type { Translate } from '@web/i18n';
import { issuesByPath, type FieldErrors } from './form-errors';

export const RATE_FIELDS = ['percent', 'perMile', 'perStop', 'perPiece', 'flat', 'minimum'] as const;
export type RateField = (typeof RATE_FIELDS)[number];

export interface PayRuleForm extends Record<RateField, string> {
  /** '' for every driver without a rule of their own. */
  driverId: string;
  effectiveFrom: string;
}

export function formOfRates(rates: PayRates | null, driverId: string, effectiveFrom: string): PayRuleForm {
  return {
    driverId,
    effectiveFrom,
    ...(Object.fromEntries(RATE_FIELDS.map((f) => [f, rates?.[f] ?? '0.00'])) as Record<RateField, string>),
  };
}

/** The request the form stands for: a rate left empty is zero, as the API takes it. */
export function checkPayRule(form: PayRuleForm) {
  const body = {
    driverId: form.driverId === '' ? null : Number(form.driverId),
    effectiveFrom: form.effectiveFrom,
    ...Object.fromEntries(RATE_FIELDS.filter((f) => form[f].trim() !== '').map((f) => [f, form[f].trim()])),
  };
  const parsed = createPayRuleRequest.safeParse(body);
  return parsed.success
    ? ({ ok: true, request: parsed.data, errors: {} as FieldErrors } as const)
    : ({ ok: false, errors: issuesByPath(parsed.error.issues) } as const);
}

export interface SampleJob {
  orderTotal: string;
  miles: string;
  pieces: string;
  jobsPerWeek: string;
}

const amountOf = (text: string) => (/^\d{1,8}(\.\d{1,2})?$/.test(text.trim()) ? text.trim() : '0');
const countOf = (text: string, fallback: number) => {
  const n = Math.floor(Number(text));
  return text.trim() !== '' && Number.isFinite(n) && n >= 0 ? Math.min(n, 1_000) : fallback;
};

/** A sample job's pay under the rates, and a week of such jobs: what a settlement would add up to. */
export function previewPay(
  rates: PayRates,
  sample: SampleJob,
): { amount: string; parts: PayPart[]; jobs: number; week: string } {
  const miles = /^\d{1,5}(\.\d)?$/.test(sample.miles.trim()) ? sample.miles.trim() : '0';
  const job = payForJob(rates, {
    orderTotal: amountOf(sample.orderTotal),
    miles,
    stops: STOPS_PER_JOB,
    pieces: Math.max(1, countOf(sample.pieces, 1)),
  });
  const jobs = countOf(sample.jobsPerWeek, 0);
  return { ...job, jobs, week: centsToMoney(toCents(job.amount) * jobs) };
}

/** A rule in a line: the parts it pays, in the reader's words. */
export function ruleSummary(rule: PayRuleResponse, t: Translate): string {
  const parts = RATE_FIELDS.filter((f) => Number(rule[f]) > 0).map((f) =>
    t(`rates.pay.summary.${f}`, { amount: rule[f] }),
  );
  return parts.length ? parts.join(' · ') : t('rates.pay.summary.nothing');
}
