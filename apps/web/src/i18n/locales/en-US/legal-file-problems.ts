import { PROBLEM_MESSAGES } from '@ponteiro/rep-files/problem-messages';
import type { Widen } from '../pt';
import type { legalFileProblems as pt } from '../pt/legal-file-problems';

// The validator problems in English are the validators' own words (what the CLI prints and the
// API's `message` carries), taken from packages/rep-files so the two cannot drift.
export const legalFileProblems: Widen<typeof pt> = PROBLEM_MESSAGES;
