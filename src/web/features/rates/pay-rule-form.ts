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
import type { z } from 'zod';

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

/**
 * The request the form stands for: a rate left empty is zero, as the API takes it. The editor checks
 * it with the domain's schema (useWordedResolver(createPayRuleRequest, requestOfPayRule)).
 */
export function requestOfPayRule(form: PayRuleForm): unknown {
  return {
    driverId: form.driverId === '' ? null : Number(form.driverId),
    effectiveFrom: form.effectiveFrom,
    ...Object.fromEntries(RATE_FIELDS.filter((f) => form[f].trim() !== '').map((f) => [f, form[f].trim()])),
  };
}

/** The rule the API takes, as the schema gives it. */
export type PayRuleRequest = z.output<typeof createPayRuleRequest>;

/** The rates the form stands for, when the schema takes them: what the preview pays with. */
export function ratesOfForm(form: PayRuleForm): PayRates | null {
  const parsed = createPayRuleRequest.safeParse(requestOfPayRule(form));
  return parsed.success ? parsed.data : null;
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
