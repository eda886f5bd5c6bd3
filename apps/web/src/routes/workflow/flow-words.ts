import {
  type Department,
  endpoints,
  type Flow,
  isBuiltInRole,
  type Subsidiary,
  type WorkflowPeople,
} from '@ponteiro/shared';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useOptions } from '../../components/resource/use-options';
import { formatMinutes } from './minutes';
import { usePeople } from './queries';
import { useWorkflowTranslation, type WorkflowT } from './texts';

type Step = Flow['steps'][number];

/** Names of the things a flow refers to by id, as far as they are known. */
export interface FlowNames {
  role: (key: string) => string;
  user: (id: string) => string | undefined;
  subsidiary: (id: string) => string | undefined;
  department: (id: string) => string | undefined;
}

/** A flow's name as shown: the default one is "Fluxo padrão" / "Default flow" in any language. */
export function flowName(t: WorkflowT, flow: Pick<Flow, 'name' | 'is_default'>): string {
  return flow.is_default ? t('flows.defaultName') : flow.name;
}

/** "Filiais: Matriz, Filial Sul · Mais de 2:00"; the default flow matches everything. */
export function conditionsText(t: WorkflowT, flow: Flow, names: FlowNames): string {
  if (flow.is_default) return t('conditions.default');
  const { subsidiary_ids, department_ids, min_minutes } = flow.conditions;
  const list = (ids: string[], nameOf: (id: string) => string | undefined) =>
    ids.map((id) => nameOf(id) ?? t('conditions.removed')).join(', ');
  const parts: string[] = [];
  if (subsidiary_ids.length > 0) {
    parts.push(t('conditions.subsidiaries', { names: list(subsidiary_ids, names.subsidiary) }));
  }
  if (department_ids.length > 0) {
    parts.push(t('conditions.departments', { names: list(department_ids, names.department) }));
  }
  if (min_minutes !== null)
    parts.push(t('conditions.minTime', { time: formatMinutes(min_minutes) }));
  return parts.length > 0 ? parts.join(' · ') : t('conditions.any');
}

/** Who approves at a step: "Gestor do departamento", "Qualquer pessoa com o perfil Administrador", "Maria, João". */
export function approverText(t: WorkflowT, step: Step, names: FlowNames): string {
  switch (step.approver) {
    case 'role':
      return step.role ? t('steps.role', { role: names.role(step.role) }) : t('steps.noRole');
    case 'users':
      return step.user_ids.map((id) => names.user(id) ?? t('steps.removedUser')).join(', ');
    default:
      return t(`steps.${step.approver}`);
  }
}

/** "1. Gestor do departamento — escala após 3 dias". */
export function stepText(t: WorkflowT, step: Step, index: number, names: FlowNames): string {
  const who = `${index + 1}. ${approverText(t, step, names)}`;
  return step.escalate_after_days === null
    ? who
    : `${who} — ${t('steps.escalates', { count: step.escalate_after_days })}`;
}

/** A role's name: a built-in role's translated name, a custom role's own name. */
export function useRoleName(people: WorkflowPeople | undefined): (key: string) => string {
  const { t } = useTranslation();
  return useCallback(
    (key: string) => {
      if (isBuiltInRole(key)) return t(`auth.roles.${key}`);
      return people?.roles.find((role) => role.key === key)?.name ?? key;
    },
    [people, t],
  );
}

/** The names a flow's words need: roles and users (workflow people), subsidiaries, departments. */
export function useFlowNames(): FlowNames {
  const people = usePeople().data;
  const subsidiaries = useOptions<Subsidiary>(endpoints.organization.subsidiaries).data?.results;
  const departments = useOptions<Department>(endpoints.organization.departments, {
    ordering: 'path',
  }).data?.results;
  const role = useRoleName(people);
  return {
    role,
    user: (id) => people?.users.find((user) => user.id === id)?.name,
    subsidiary: (id) => subsidiaries?.find((s) => s.id === id)?.name,
    department: (id) => departments?.find((d) => d.id === id)?.path.join(' / '),
  };
}

/** `t` and the names together, for the flows tab. */
export function useFlowWords() {
  const { t } = useWorkflowTranslation();
  const names = useFlowNames();
  return {
    t,
    names,
    conditions: (flow: Flow) => conditionsText(t, flow, names),
    steps: (flow: Flow) => flow.steps.map((step, i) => stepText(t, step, i, names)),
  };
}
