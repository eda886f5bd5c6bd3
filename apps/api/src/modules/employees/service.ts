import { type Database, type Tenant, withTenant } from '@ponteiro/db';
import {
  AppError,
  type Employee,
  type EmployeeHistoryEntry,
  type EmployeeListQuery,
  type EmployeeStatus,
  type EmployeeValues,
  type FileType,
  type Invitation,
  type ListResult,
} from '@ponteiro/shared';
import { attachmentKey, replaceAttachment, type StoredFile } from '../../lib/attachments.js';
import { type RequestContext, writeCompanyAudited } from '../../lib/audit.js';
import { changedFields } from '../../lib/changed-fields.js';
import { listResult, type PageQuery } from '../../lib/pagination.js';
import type { FileStorage } from '../../lib/storage.js';
/** Who acts, in which company, with which role (the self-service invitation checks its rank). */
import type { Actor } from '../../plugins/authenticate.js';
import type { MediaSigner } from '../media/signer.js';
import type { MembersService } from '../members/service.js';
import { recordEmployeeChanges } from '../register/employee-records.js';
import { enqueueWebhookEvent, enqueueWebhookEventOf } from '../webhooks/emit.js';
import { constraintError } from './constraint-errors.js';
import { columnsOf, type EmployeeRow, valuesOf } from './fields.js';
import { EMPLOYEE_ENTITY, type EmployeeAction, employeeHistory } from './history.js';
import {
  countActive,
  duplicateErrors,
  findPresented,
  findRow,
  findRows,
  insertEmployee,
  isActiveEmployee,
  linkedEmployeeId,
  listPage,
  lockExisting,
  referenceErrors,
  setStatus,
  updateEmployee,
} from './repository.js';
import { refuseOverSeats } from './seats.js';

export type { Actor };

/** An employee audit row: the actions the history knows (history.ts). */
type EmployeeAudit = (entry: {
  action: EmployeeAction;
  entityId: string;
  before?: unknown;
  after?: unknown;
}) => Promise<void>;

/** The built-in role a self-service invitation grants. */
const SELF_SERVICE_ROLE = 'employee';

/** Employees: list, form, enable/disable, history, photo, self-service link (issue 4). */
export function createEmployeesService(deps: {
  db: Database;
  storage: FileStorage;
  members: MembersService;
  /** Signs the photo URLs of the employees it presents. */
  media: MediaSigner;
}) {
  const { db, storage, members, media } = deps;

  /**
   * A write and its audit rows in one transaction scoped to the actor's company; constraint
   * violations come back as field errors.
   */
  async function write<T>(
    actor: Actor,
    context: RequestContext,
    work: (t: Tenant, audit: EmployeeAudit) => Promise<T>,
  ): Promise<T> {
    const scope = {
      context,
      companyId: actor.companyId,
      actorType: 'user',
      actorId: actor.userId,
      entity: EMPLOYEE_ENTITY,
    } as const;
    try {
      return await writeCompanyAudited(db, scope, work);
    } catch (error) {
      throw constraintError(error);
    }
  }

  async function requireRow(t: Tenant, id: string): Promise<EmployeeRow> {
    const row = await findRow(t, id, true);
    if (!row) throw AppError.notFound();
    return row;
  }

  async function presentOne(t: Tenant, id: string): Promise<Employee> {
    const employee = await findPresented(t, id, media);
    if (!employee) throw AppError.notFound();
    return employee;
  }

  /** Referenced records must be this company's (400); unique values must be free (409). */
  async function checkValues(t: Tenant, v: EmployeeValues, id?: string) {
    const missing = await referenceErrors(t, v);
    if (Object.keys(missing).length > 0) {
      throw new AppError('validation_error', { fieldErrors: missing });
    }
    const taken = await duplicateErrors(t, v, id);
    if (Object.keys(taken).length > 0) throw new AppError('conflict', { fieldErrors: taken });
  }

  async function changeStatus(
    actor: Actor,
    ids: string[],
    status: EmployeeStatus,
    context: RequestContext,
  ): Promise<{ changed: number }> {
    const unique = [...new Set(ids)];
    return write(actor, context, async (t, audit) => {
      // All or nothing: one id that is not this company's employee and nothing changes.
      const found = await lockExisting(t, unique);
      if (found.length !== unique.length) throw AppError.notFound();
      const rows = new Map((await findRows(t, unique)).map((r) => [r.id, r]));
      if (status === 'active') {
        await refuseOverSeats(t, [...rows.values()].filter((r) => r.status !== 'active').length);
      }
      const changed = await setStatus(t, unique, status);
      const before = status === 'active' ? 'disabled' : 'active';
      await recordEmployeeChanges(
        t,
        actor.userId,
        changed.map((id) => {
          const row = rows.get(id)!;
          return { before: row, after: { ...row, status } };
        }),
      );
      for (const id of changed) {
        await audit({
          action: status === 'active' ? 'enable' : 'disable',
          entityId: id,
          before: { status: before },
          after: { status },
        });
      }
      const event = status === 'active' ? 'employee.changed' : 'employee.disabled';
      await enqueueWebhookEventOf(t, event, async () => {
        const presented = [];
        for (const id of changed) presented.push(await presentOne(t, id));
        return presented;
      });
      return { changed: changed.length };
    });
  }

  async function setPhotoKey(
    actor: Actor,
    id: string,
    photo: StoredFile | null,
    context: RequestContext,
  ): Promise<{ result: Employee; oldKey: string | null }> {
    return write(actor, context, async (t, audit) => {
      const before = await requireRow(t, id);
      if (!photo && !before.photoKey) {
        return { result: await presentOne(t, id), oldKey: null };
      }
      await updateEmployee(t, id, {
        photoKey: photo?.key ?? null,
        photoType: photo?.type ?? null,
      });
      await audit({
        action: photo ? 'photo_update' : 'photo_delete',
        entityId: id,
        before: { has_photo: before.photoKey !== null },
        after: { has_photo: photo !== null },
      });
      return { result: await presentOne(t, id), oldKey: before.photoKey };
    });
  }

  return {
    /**
     * One scoped transaction, one connection, one statement: the page with the count of all
     * matches beside it (repository `listPageQuery`).
     */
    list: (companyId: string, query: EmployeeListQuery): Promise<ListResult<Employee>> =>
      withTenant(db, { companyId }, async (t) => {
        const { results, count } = await listPage(t, query, media);
        return listResult(results, count, query);
      }),

    get: (companyId: string, id: string): Promise<Employee> =>
      withTenant(db, { companyId }, (t) => presentOne(t, id)),

    async create(actor: Actor, body: EmployeeValues, context: RequestContext): Promise<Employee> {
      return write(actor, context, async (t, audit) => {
        await checkValues(t, body);
        await refuseOverSeats(t, 1);
        const row = await insertEmployee(t, columnsOf(body));
        await recordEmployeeChanges(t, actor.userId, [{ after: row }]);
        await audit({
          action: 'create',
          entityId: row.id,
          after: { ...valuesOf(row), status: row.status },
        });
        const employee = await presentOne(t, row.id);
        await enqueueWebhookEvent(t, 'employee.created', employee);
        return employee;
      });
    },

    /** The whole form; the status changes only through enable/disable. */
    async update(
      actor: Actor,
      id: string,
      body: EmployeeValues,
      context: RequestContext,
    ): Promise<Employee> {
      return write(actor, context, async (t, audit) => {
        const before = await requireRow(t, id);
        await checkValues(t, body, id);
        const columns = columnsOf(body);
        const diff = changedFields(valuesOf(before), valuesOf({ ...before, ...columns }));
        if (diff) {
          await updateEmployee(t, id, columns);
          await recordEmployeeChanges(t, actor.userId, [
            { before, after: { ...before, ...columns } },
          ]);
          await audit({ action: 'update', entityId: id, ...diff });
        }
        const employee = await presentOne(t, id);
        if (diff) await enqueueWebhookEvent(t, 'employee.changed', employee);
        return employee;
      });
    },

    enable: (actor: Actor, ids: string[], context: RequestContext) =>
      changeStatus(actor, ids, 'active', context),

    /** Disabled employees cannot punch and do not count against seats; termination is apart. */
    disable: (actor: Actor, ids: string[], context: RequestContext) =>
      changeStatus(actor, ids, 'disabled', context),

    async history(
      companyId: string,
      id: string,
      page: PageQuery,
    ): Promise<ListResult<EmployeeHistoryEntry>> {
      return withTenant(db, { companyId }, async (t) => {
        if (!(await findRow(t, id))) throw AppError.notFound();
        return employeeHistory(t, id, page);
      });
    },

    async setPhoto(
      actor: Actor,
      id: string,
      photo: { bytes: Uint8Array; type: FileType },
      context: RequestContext,
    ): Promise<Employee> {
      // Another company's (or no) employee: 404 before any file is written.
      const found = await withTenant(db, actor, (t) => findRow(t, id));
      if (!found) throw AppError.notFound();
      const key = attachmentKey(
        `companies/${actor.companyId}/employees/${id}`,
        'photo',
        photo.type,
      );
      return replaceAttachment(storage, { ...photo, key }, (stored) =>
        setPhotoKey(actor, id, stored, context),
      );
    },

    deletePhoto: (actor: Actor, id: string, context: RequestContext): Promise<Employee> =>
      replaceAttachment(storage, null, () => setPhotoKey(actor, id, null, context)),

    /**
     * Invites the employee's email (or `email`, which then becomes the employee's) to the company
     * with the Employee role. Accepting the invitation links the user to this employee (see
     * self-service-link.ts). An employee already linked to a user answers 409.
     */
    async inviteSelfService(
      actor: Actor,
      id: string,
      email: string | undefined,
      context: RequestContext,
    ): Promise<Invitation> {
      const invitation = await write(actor, context, async (t, audit) => {
        const row = await requireRow(t, id);
        if (row.userId) throw new AppError('conflict', { message: 'validation.employee_linked' });
        const target = email ?? row.email;
        if (!target) {
          throw new AppError('validation_error', {
            fieldErrors: { email: ['validation.employee_email_required'] },
          });
        }
        const diff = changedFields({ email: row.email }, { email: target });
        if (diff) {
          await updateEmployee(t, id, { email: target });
        }
        await audit({
          action: 'self_service_invite',
          entityId: id,
          ...(diff ?? {}),
        });
        return members.invite(actor, target, SELF_SERVICE_ROLE, context, t.db);
      });
      members.deliverSoon();
      return invitation;
    },

    /** For punches (later issues): only an active employee of the company may punch. */
    isActive: (companyId: string, employeeId: string): Promise<boolean> =>
      withTenant(db, { companyId }, (t) => isActiveEmployee(t, employeeId)),

    /** Active employees: what counts against the subscription's seats. */
    countActive: (companyId: string): Promise<number> =>
      withTenant(db, { companyId }, (t) => countActive(t)),

    /** The employee a company user is linked to (self-service screens), or null. */
    employeeOfUser: (companyId: string, userId: string): Promise<string | null> =>
      withTenant(db, { companyId }, (t) => linkedEmployeeId(t, userId)),
  };
}
export type EmployeesService = ReturnType<typeof createEmployeesService>;
