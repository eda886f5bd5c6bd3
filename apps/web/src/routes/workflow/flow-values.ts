import type { ApproverKind, Flow, FlowBody, RequestType } from '@ponteiro/shared';
import { formatMinutes, parseMinutes } from './minutes';
import type { FieldName } from './server-errors';

export interface StepValues {
  approver: ApproverKind;
  role?: string | null;
  user_ids?: string[];
  escalate_after_days?: number | null;
}

/** The flow form: the body's fields, the conditions flat and the minimum as "H:MM" text. */
export interface FlowFormValues {
  name: string;
  request_type: RequestType;
  priority: number | null;
  active: boolean;
  subsidiary_ids: string[];
  department_ids: string[];
  min_time: string;
  steps: StepValues[];
}

export const NEW_STEP: StepValues = {
  approver: 'department_manager',
  role: null,
  user_ids: [],
  escalate_after_days: null,
};

/** A minimum duration only means something for overtime and leave (of some hours). */
export const takesMinimum = (type: RequestType | undefined) => type !== 'manual_punch';

/** The form's first values: the flow's, or a new flow of `type` with one step. */
export function flowValuesOf(flow: Flow | null, type: RequestType): FlowFormValues {
  if (!flow) {
    return {
      name: '',
      request_type: type,
      priority: 100,
      active: true,
      subsidiary_ids: [],
      department_ids: [],
      min_time: '',
      steps: [{ ...NEW_STEP }],
    };
  }
  return {
    name: flow.name,
    request_type: flow.request_type,
    priority: flow.priority,
    active: flow.active,
    subsidiary_ids: flow.conditions.subsidiary_ids,
    department_ids: flow.conditions.department_ids,
    min_time:
      flow.conditions.min_minutes === null ? '' : formatMinutes(flow.conditions.min_minutes),
    steps: flow.steps.map((step) => ({ ...step })),
  };
}

/**
 * The form → the contract's body. Each step keeps only what its approver kind uses. The default
 * flow keeps its name and type, stays active and has no conditions (it matches everything).
 */
export function flowBodyOf(values: FlowFormValues, flow: Flow | null): FlowBody {
  const isDefault = flow?.is_default === true;
  const type = isDefault ? flow.request_type : values.request_type;
  const minimum = parseMinutes(values.min_time);
  return {
    name: isDefault ? flow.name : (values.name ?? '').trim(),
    request_type: type,
    priority: values.priority ?? 100,
    active: isDefault ? true : (values.active ?? true),
    conditions: isDefault
      ? { subsidiary_ids: [], department_ids: [], min_minutes: null }
      : {
          subsidiary_ids: values.subsidiary_ids ?? [],
          department_ids: values.department_ids ?? [],
          // What is not a duration is the field's own rule to report.
          min_minutes: takesMinimum(type) ? (minimum ?? null) : null,
        },
    steps: (values.steps ?? []).map((step) => ({
      approver: step.approver,
      role: step.approver === 'role' ? (step.role ?? null) : null,
      user_ids: step.approver === 'users' ? (step.user_ids ?? []) : [],
      escalate_after_days: step.escalate_after_days ?? null,
    })),
  };
}

/** Where the API's error on a body path goes in this form. */
export function flowFieldOf(path: (string | number)[]): FieldName | undefined {
  const [head, second, third] = path;
  if (head === 'name' || head === 'request_type' || head === 'priority' || head === 'active') {
    return head;
  }
  if (head === 'conditions') {
    if (second === 'subsidiary_ids' || second === 'department_ids') return second;
    if (second === 'min_minutes') return 'min_time';
    return undefined;
  }
  if (head === 'steps' && typeof second === 'number' && typeof third === 'string') {
    return ['steps', second, third];
  }
  return undefined;
}
