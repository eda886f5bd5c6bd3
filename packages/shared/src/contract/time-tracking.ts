// Time-tracking settings (issue 19): how the company takes punches.
export {};
