/** The pg-boss queue of the escalation sweep (every 15 minutes). */
export const ESCALATION_QUEUE = 'requests.escalate';
