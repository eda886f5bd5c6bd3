import type { TaRequest } from '@ponteiro/shared';

// Requests for the screens' tests: people, and a request with every field filled.

export const ANA = { id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d', name: 'Ana Souza' };
export const BRUNO = { id: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e', name: 'Bruno Lima' };
export const CARLA = { id: '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f', name: 'Carla Gestora' };
export const DIEGO = { id: '4d5e6f7a-8b9c-4d0e-8f1a-2b3c4d5e6f7a', name: 'Diego Substituto' };

let sequence = 0;

/** A pending manual punch of Ana on 03/08/2026 at 08:00, step 1 of 2, unless `over` says else. */
export function taRequest(over: Partial<TaRequest> = {}): TaRequest {
  sequence += 1;
  const id = `9${String(sequence).padStart(7, '0')}-1111-4111-8111-111111111111`;
  const employee = over.employee ?? {
    id: ANA.id,
    name: ANA.name,
    registration: 'M-1',
    department: 'Vendas',
  };
  return {
    id,
    type: 'manual_punch',
    status: 'pending',
    employee,
    date: '2026-08-03',
    time: '08:00',
    minutes: null,
    leave_type: null,
    from: null,
    to: null,
    reason: 'Esqueci de marcar a entrada',
    attachment: null,
    flow: { id: null, name: 'Padrão' },
    step: 1,
    steps: 2,
    approvers: [CARLA],
    can_decide: false,
    can_cancel: true,
    author: { id: '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b', name: employee.name },
    decision_note: null,
    created_at: '2026-08-03T12:30:00.000Z',
    decided_at: null,
    path: [
      {
        action: 'submit',
        step: 0,
        actor: { id: '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b', name: employee.name },
        on_behalf_of: null,
        note: null,
        at: '2026-08-03T12:30:00.000Z',
      },
    ],
    ...over,
  };
}

/** The employee part of a request for `person`. */
export const employeeOf = (person: { id: string; name: string }) => ({
  id: person.id,
  name: person.name,
  registration: null,
  department: null,
});
