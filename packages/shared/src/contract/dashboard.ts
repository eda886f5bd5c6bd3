// Dashboard (issue 19): today at a glance for staff, and an Employee's own.
export {};
