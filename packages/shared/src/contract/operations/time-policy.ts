import { z } from 'zod';
import { dataEnvelope, listEnvelope, listQuerySchema } from '../../api/envelope.js';
import {
  calendarDaySchema,
  calendarQuerySchema,
  holidayAdoptionBodySchema,
  holidayBodySchema,
  holidayImportQuerySchema,
  holidayImportResultSchema,
  holidayListQuerySchema,
  holidaySchema,
} from '../holidays.js';
import {
  hoursBankOpeningBodySchema,
  hoursBankOpeningListQuerySchema,
  hoursBankOpeningSchema,
  hoursBankSettingsBodySchema,
  hoursBankSettingsSchema,
  leaveTypeBodySchema,
  leaveTypeSchema,
  openingImportResultSchema,
} from '../leave-hours-bank.js';
import { operation } from '../operation.js';
import {
  advancedSettingsBodySchema,
  advancedSettingsSchema,
  bulkScheduleAssignmentBodySchema,
  bulkScheduleAssignmentResultSchema,
  scenarioQuerySchema,
  scenarioSchema,
  scheduleAssignmentBodySchema,
  scheduleAssignmentSchema,
  scheduleBodySchema,
  scheduleSchema,
  scheduleVersionSchema,
  unassignedEmployeeSchema,
} from '../time-policy.js';
import { crudOperations } from './crud.js';
import { idParams } from './params.js';

/** time-policy/*: schedules and their versions, the company defaults, the engine scenario. */
export const timePolicyOperations = {
  schedules: crudOperations('/time-policy/schedules/', {
    item: scheduleSchema,
    body: scheduleBodySchema,
    query: listQuerySchema,
  }),
  unassigned: operation({
    method: 'GET',
    path: '/time-policy/schedules/unassigned/',
    query: listQuerySchema,
    responses: { 200: listEnvelope(unassignedEmployeeSchema) },
  }),
  scheduleVersions: operation({
    method: 'GET',
    path: '/time-policy/schedules/:id/versions/',
    params: idParams,
    responses: { 200: dataEnvelope(z.array(scheduleVersionSchema)) },
  }),
  advancedSettings: operation({
    method: 'GET',
    path: '/time-policy/advanced-settings/',
    responses: { 200: dataEnvelope(advancedSettingsSchema) },
  }),
  updateAdvancedSettings: operation({
    method: 'PUT',
    path: '/time-policy/advanced-settings/',
    body: advancedSettingsBodySchema,
    responses: { 200: dataEnvelope(advancedSettingsSchema) },
  }),
  holidays: crudOperations('/time-policy/holidays/', {
    item: holidaySchema,
    body: holidayBodySchema,
    query: holidayListQuerySchema,
  }),
  holidayCalendar: operation({
    method: 'GET',
    path: '/time-policy/holidays/calendar/',
    query: calendarQuerySchema,
    responses: { 200: dataEnvelope(z.array(calendarDaySchema)) },
  }),
  adoptOptionalHolidays: operation({
    method: 'PUT',
    path: '/time-policy/holidays/optional/',
    body: holidayAdoptionBodySchema,
    responses: { 200: dataEnvelope(z.array(calendarDaySchema)) },
  }),
  importHolidays: operation({
    method: 'POST',
    path: '/time-policy/holidays/import/',
    query: holidayImportQuerySchema,
    upload: true,
    responses: { 200: dataEnvelope(holidayImportResultSchema) },
  }),
  leaveTypes: crudOperations('/time-policy/leave-types/', {
    item: leaveTypeSchema,
    body: leaveTypeBodySchema,
    query: listQuerySchema,
  }),
  hoursBank: operation({
    method: 'GET',
    path: '/time-policy/hours-bank/',
    responses: { 200: dataEnvelope(hoursBankSettingsSchema) },
  }),
  updateHoursBank: operation({
    method: 'PUT',
    path: '/time-policy/hours-bank/',
    body: hoursBankSettingsBodySchema,
    responses: { 200: dataEnvelope(hoursBankSettingsSchema) },
  }),
  hoursBankOpenings: crudOperations('/time-policy/hours-bank/openings/', {
    item: hoursBankOpeningSchema,
    body: hoursBankOpeningBodySchema,
    query: hoursBankOpeningListQuerySchema,
  }),
  importOpenings: operation({
    method: 'POST',
    path: '/time-policy/hours-bank/openings/import/',
    query: holidayImportQuerySchema,
    upload: true,
    responses: { 200: dataEnvelope(openingImportResultSchema) },
  }),
  scenario: operation({
    method: 'GET',
    path: '/time-policy/scenario/',
    query: scenarioQuerySchema,
    responses: { 200: dataEnvelope(scenarioSchema) },
  }),
};

/** employees/:id/schedules/ and employees/schedules/bulk/: who works which schedule from when. */
export const scheduleAssignmentOperations = {
  list: operation({
    method: 'GET',
    path: '/employees/:id/schedules/',
    params: idParams,
    responses: { 200: dataEnvelope(z.array(scheduleAssignmentSchema)) },
  }),
  add: operation({
    method: 'POST',
    path: '/employees/:id/schedules/',
    params: idParams,
    body: scheduleAssignmentBodySchema,
    responses: { 201: dataEnvelope(scheduleAssignmentSchema) },
  }),
  bulk: operation({
    method: 'POST',
    path: '/employees/schedules/bulk/',
    body: bulkScheduleAssignmentBodySchema,
    responses: { 200: dataEnvelope(bulkScheduleAssignmentResultSchema) },
  }),
};
