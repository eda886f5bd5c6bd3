import { type Database, type Tenant, withTenant } from '@ponteiro/db';
import {
  AppError,
  type ApprovalQueueQuery,
  type ListResult,
  REQUEST_PERMISSIONS,
  REQUEST_TYPES,
  type RequestFields,
  type RequestListQuery,
  type RequestType,
  type TaRequest,
} from '@ponteiro/shared';
import { attachmentKey, replaceAttachment } from '../../lib/attachments.js';
import { type RequestContext, writeCompanyAudited } from '../../lib/audit.js';
import { dateIn } from '../../lib/calendar-date.js';
import type { FormFile } from '../../lib/multipart-form.js';
import { listResult, pageWindow } from '../../lib/pagination.js';
import { containsPattern } from '../../lib/search-pattern.js';
import type { FileStorage } from '../../lib/storage.js';
import type { CompanyScope } from '../../plugins/authenticate.js';
import type { MediaSigner } from '../media/signer.js';
import type { Notifier } from '../notifications/notifier.js';
import { writeScope } from '../organization/shared.js';
import { employeeOfUser, punchingEmployee } from '../punches/punch.repository.js';
import { instantOf } from '../punches/wall-time.js';
import { findLeaveType } from '../time-policy/leave-hours-bank.repository.js';
import { overlappingLeave } from '../timesheets/leaves.repository.js';
import { refuseClosedDays } from '../timesheets/period-guard.js';
import { treatsTimesheets } from '../timesheets/timesheet.service.js';
import { enqueueWebhookEvent } from '../webhooks/emit.js';
import {
  delegatorsOf,
  departmentChain,
  departmentOfEmployee,
} from '../workflow/approvers.repository.js';
import { chooseFlow } from '../workflow/flow-choice.js';
import { listFlows } from '../workflow/flows.repository.js';
import { enterStep, notifyApprovers } from './approval-steps.js';
import { presentRequest } from './present.js';
import {
  countQueue,
  eventsOf,
  findRequest,
  insertEvent,
  insertRequest,
  listRequests,
  pendingDuplicate,
  type RequestFilter,
  type RequestRow,
  updateRequest,
  userNames,
} from './requests.repository.js';

export type Caller = Pick<CompanyScope, 'companyId' | 'userId' | 'role' | 'permissions'>;

/** A manual punch may be asked up to a minute ahead of the server's clock (clock skew). */
const FUTURE_TOLERANCE_MS = 60_000;

const businessRule = (key: string, field?: string) =>
  new AppError('business_rule', {
    message: `validation.${key}`,
    ...(field ? { fieldErrors: { [field]: [`validation.${key}`] } } : {}),
  });

/** The request types the caller may ask for and see. */
export function typesOf(scope: Caller): RequestType[] {
  return REQUEST_TYPES.filter((type) => scope.permissions.includes(REQUEST_PERMISSIONS[type]));
}

/** The caller and everyone who delegated their approvals to them today. */
export async function deciders(t: Tenant, scope: Caller, today: string): Promise<string[]> {
  return [scope.userId, ...(await delegatorsOf(t, scope.userId, today))];
}

/** Requests as the API answers them, with their paths and the caller's rights, in one go. */
export async function presentRows(
  t: Tenant,
  rows: readonly RequestRow[],
  scope: Caller,
  today: string,
  media: MediaSigner,
): Promise<TaRequest[]> {
  const events = await eventsOf(
    t,
    rows.map((r) => r.id),
  );
  const names = await userNames(t, [...new Set(rows.flatMap((r) => r.approverIds))]);
  const mine = new Set(await deciders(t, scope, today));
  return rows.map((row) =>
    presentRequest(
      row,
      events.filter((e) => e.requestId === row.id),
      names,
      {
        canDecide: row.approverIds.some((id) => mine.has(id)),
        canCancel: row.employeeUserId === scope.userId || row.authorUserId === scope.userId,
      },
      media,
    ),
  );
}

export interface RequestSubmission {
  fields: RequestFields;
  file: FormFile | undefined;
}

/**
 * Requests (issue 17): an employee — or a manager on their behalf — asks for a missed punch,
 * overtime or leave; the request takes the company's flow for it and waits at its first step.
 * Nothing reaches the timesheet before the last approval (decisions.service.ts).
 */
export function createRequestsService(deps: {
  db: Database;
  storage: FileStorage;
  media: MediaSigner;
  notifier: Notifier;
  now?: () => Date;
}) {
  const { db, storage, media, notifier } = deps;
  const clock = deps.now ?? (() => new Date());

  /** Whom the request is for: the caller's own record, or (timesheet rights) anyone's. */
  async function subject(t: Tenant, scope: Caller, employeeId: string | undefined) {
    const own = await employeeOfUser(t, scope.userId);
    if (!employeeId || employeeId === own?.id) {
      if (!own) throw businessRule('no_employee_record', 'employee_id');
      return own;
    }
    if (!treatsTimesheets(scope)) throw AppError.forbidden();
    const employee = await punchingEmployee(t, employeeId);
    if (!employee) throw AppError.notFound();
    return employee;
  }

  /** Visible to the caller: everything with timesheet rights, else their own and their queue's. */
  function visibility(scope: Caller): Pick<RequestFilter, 'visibleTo'> {
    return treatsTimesheets(scope) ? {} : { visibleTo: scope.userId };
  }

  async function visibleRequest(t: Tenant, scope: Caller, id: string): Promise<RequestRow> {
    const [row] = (
      await listRequests(
        t,
        { types: typesOfOrAll(scope), ...visibility(scope), ids: [id] },
        { limit: 1, offset: 0 },
      )
    ).rows;
    if (!row) throw AppError.notFound();
    return row;
  }

  /** An approver sees the requests they decide even without the type's permission. */
  function typesOfOrAll(scope: Caller): readonly string[] {
    return typesOf(scope).length > 0 ? typesOf(scope) : REQUEST_TYPES;
  }

  return {
    async create(
      scope: Caller,
      { fields, file }: RequestSubmission,
      today: string,
      context: RequestContext,
    ): Promise<TaRequest> {
      if (!scope.permissions.includes(REQUEST_PERMISSIONS[fields.type])) {
        throw AppError.forbidden();
      }
      const now = clock();
      const stored = file && {
        bytes: file.bytes,
        type: file.type,
        key: attachmentKey(`companies/${scope.companyId}/requests`, 'attachment', file.type),
      };
      return replaceAttachment(storage, stored ?? null, (saved) =>
        writeCompanyAudited(db, writeScope(scope, context, 'ta_request'), async (t, audit) => {
          const employee = await subject(t, scope, fields.employee_id);
          if (employee.status !== 'active') throw businessRule('employee_inactive', 'employee_id');
          let day: string;
          let punchedAt: Date | null = null;
          let to: string;
          if (fields.type === 'manual_punch') {
            punchedAt = instantOf(`${fields.date}T${fields.time}`, employee.timeZone);
            if (Number.isNaN(punchedAt.getTime())) throw businessRule('datetime', 'time');
            if (punchedAt.getTime() > now.getTime() + FUTURE_TOLERANCE_MS) {
              throw businessRule('punch_in_future', 'time');
            }
            day = dateIn(punchedAt, employee.timeZone);
            to = day;
          } else if (fields.type === 'overtime') {
            day = fields.date!;
            to = day;
          } else {
            day = fields.from!;
            to = fields.to!;
            const type = await findLeaveType(t, fields.leave_type_id!);
            if (!type) throw businessRule('not_found_ref', 'leave_type_id');
            if (!type.active) throw businessRule('leave_type_inactive', 'leave_type_id');
            if (type.requiresDocument && !saved) throw businessRule('document_required', 'file');
            if (await overlappingLeave(t, employee.id, day, to)) {
              throw new AppError('conflict', {
                message: 'validation.leave_overlap',
                fieldErrors: { from: ['validation.leave_overlap'] },
              });
            }
          }
          if (day < employee.admissionDate) {
            throw businessRule(
              'request_before_admission',
              fields.type === 'leave' ? 'from' : 'date',
            );
          }
          // A closed period is locked: no request can change it (409).
          await refuseClosedDays(t, employee.id, day, to);
          if (await pendingDuplicate(t, employee.id, fields.type, day, to, punchedAt)) {
            throw new AppError('conflict', { message: 'validation.request_duplicate' });
          }
          const departmentId = await departmentOfEmployee(t, employee.id);
          const departmentIds = departmentId
            ? (await departmentChain(t, departmentId)).map((d) => d.departmentId)
            : [];
          const flow = chooseFlow(
            (await listFlows(t, fields.type)).map((f) => ({ ...f })),
            {
              subsidiaryId: employee.subsidiaryId,
              departmentIds,
              minutes: fields.minutes ?? null,
            },
          );
          if (!flow) throw new AppError('conflict', { message: 'validation.no_flow' });
          const id = await insertRequest(t, {
            employeeId: employee.id,
            type: fields.type,
            day,
            punchedAt,
            wallTime: fields.type === 'manual_punch' ? fields.time! : null,
            minutes: fields.type === 'manual_punch' ? null : (fields.minutes ?? null),
            leaveTypeId: fields.type === 'leave' ? fields.leave_type_id! : null,
            fromDate: fields.type === 'leave' ? day : null,
            toDate: fields.type === 'leave' ? to : null,
            reason: fields.reason,
            attachmentKey: saved?.key ?? null,
            attachmentType: saved?.type ?? null,
            attachmentName: file?.filename ?? null,
            attachmentSize: file?.bytes.length ?? null,
            flowId: flow.id,
            flowName: flow.name,
            steps: flow.steps,
            authorUserId: scope.userId,
            stepStartedAt: now,
          });
          await insertEvent(t, {
            requestId: id,
            action: 'submit',
            step: 0,
            actorUserId: scope.userId,
          });
          const row = (await findRequest(t, id))!;
          const approvers = await enterStep(t, row, 1, now);
          await notifyApprovers(t, notifier, row, approvers, 'request_submitted', today);
          await audit({
            action: 'create',
            entityId: id,
            after: {
              type: fields.type,
              employee_id: employee.id,
              day,
              to,
              minutes: fields.minutes ?? null,
              leave_type_id: fields.leave_type_id ?? null,
              reason: fields.reason,
              attachment: saved !== null,
              flow_id: flow.id,
            },
          });
          const [presented] = await presentRows(
            t,
            [(await findRequest(t, id))!],
            scope,
            today,
            media,
          );
          await enqueueWebhookEvent(t, 'request.created', presented);
          return { result: presented!, oldKey: null };
        }),
      ).finally(() => notifier.flush());
    },

    async list(
      scope: Caller,
      query: RequestListQuery,
      today: string,
    ): Promise<ListResult<TaRequest>> {
      const types = typesOf(scope).filter((type) => !query.type || type === query.type);
      if (types.length === 0) return listResult([], 0, query);
      return withTenant(db, scope, async (t) => {
        const { rows, total } = await listRequests(
          t,
          {
            types,
            status: query.status,
            employeeId: query.employee_id,
            from: query.from,
            to: query.to,
            search: query.search ? containsPattern(query.search) : undefined,
            ...visibility(scope),
          },
          pageWindow(query),
        );
        return listResult(await presentRows(t, rows, scope, today, media), total, query);
      });
    },

    async get(scope: Caller, id: string, today: string): Promise<TaRequest> {
      return withTenant(db, scope, async (t) => {
        const row = await visibleRequest(t, scope, id);
        const [presented] = await presentRows(t, [row], scope, today, media);
        return presented!;
      });
    },

    /** The requester (or whoever filed it) withdraws a pending request. */
    async cancel(
      scope: Caller,
      id: string,
      note: string,
      today: string,
      context: RequestContext,
    ): Promise<TaRequest> {
      return writeCompanyAudited(db, writeScope(scope, context, 'ta_request'), async (t, audit) => {
        await visibleRequest(t, scope, id);
        const row = (await findRequest(t, id, true))!;
        if (row.employeeUserId !== scope.userId && row.authorUserId !== scope.userId) {
          throw AppError.forbidden();
        }
        if (row.status !== 'pending') {
          throw new AppError('conflict', { message: 'validation.request_not_pending' });
        }
        await updateRequest(t, id, {
          status: 'cancelled',
          decisionNote: note,
          decidedAt: clock(),
          approverIds: [],
        });
        await insertEvent(t, {
          requestId: id,
          action: 'cancel',
          step: row.currentStep,
          actorUserId: scope.userId,
          note,
        });
        await audit({ action: 'cancel', entityId: id, after: { note } });
        const [presented] = await presentRows(
          t,
          [(await findRequest(t, id))!],
          scope,
          today,
          media,
        );
        return presented!;
      });
    },

    /** How many requests wait for the caller (the top bar's badge). */
    async queueSize(scope: Pick<Caller, 'companyId' | 'userId'>, today: string): Promise<number> {
      return withTenant(db, scope, async (t) =>
        countQueue(t, [scope.userId, ...(await delegatorsOf(t, scope.userId, today))]),
      );
    },

    /** What waits for the caller's decision (as approver or delegate), oldest first. */
    async queue(
      scope: Caller,
      query: ApprovalQueueQuery,
      today: string,
    ): Promise<ListResult<TaRequest>> {
      return withTenant(db, scope, async (t) => {
        const { rows, total } = await listRequests(
          t,
          {
            types: query.type ? [query.type] : REQUEST_TYPES,
            approvers: await deciders(t, scope, today),
            search: query.search ? containsPattern(query.search) : undefined,
          },
          pageWindow(query),
          'oldest',
        );
        return listResult(await presentRows(t, rows, scope, today, media), total, query);
      });
    },
  };
}
export type RequestsService = ReturnType<typeof createRequestsService>;
